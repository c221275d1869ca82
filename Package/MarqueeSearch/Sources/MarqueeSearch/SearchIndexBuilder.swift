import MarqueeDomain
import MarqueeRanking

/// The parts of a ``SearchIndex`` gathered in one pass over the catalog.
///
/// A struct with mutating methods rather than local functions over local variables: those were checked for
/// exclusive access at run time on every use, a tenth of the build.
struct SearchIndexBuilder {
    var folder = SearchFolder()
    /// Every distinct title word, numbered in the order first filed.
    var titleWords: SearchWordTable
    /// Every title's word ids, end to end; each ``SearchIndex/Title`` is a run of them.
    var titleWordIDs: [Int32] = []
    var titles: [SearchIndex.Title] = []
    /// Where each film's titles start in `titles`, and one more for where the last film's end.
    var firstTitle: [Int32] = [0]
    // (word, film) pairs, each film once per word; `lastFilm` is the last film filed under each word.
    var wordOfPair: [Int32] = []
    var filmOfPair: [Int32] = []
    var lastFilm: [Int32] = []
    /// Every distinct name credited, numbered in the order the catalog first credits them.
    var names: SearchWordTable
    /// Every distinct name word, numbered in the order first filed.
    var nameWords: SearchWordTable
    /// Every person's word ids, end to end.
    var nameWordIDs: [Int32] = []
    /// Where each person's words start in `nameWordIDs`, and one more for where the last person's end.
    var personStart: [Int32] = [0]
    /// Each person's prominence and the last film they were filed under (so a person is filed once per film),
    /// side by side: a credit updates both, at one place in memory.
    var tallies: [(prominence: Int, latest: Int32)] = []
    // (person, film) pairs and (name word, person) pairs.
    var personOfCredit: [Int32] = []
    var filmOfCredit: [Int32] = []
    var wordOfName: [Int32] = []
    var personOfName: [Int32] = []
    /// The directors of the film being filed, by person number.
    var directing: [Int32] = []

    /// An empty builder with room for a catalog of `films` films.
    init(films: Int) {
        // Room for what the bundled catalog holds per film (0.8 title words, 3.4 people, 2.4 name words), no more:
        // the smaller the tables, the more of each look-up is found in cache.
        titleWords = SearchWordTable(capacity: films)
        names = SearchWordTable(capacity: films * 7 / 2, averageLength: 14)
        nameWords = SearchWordTable(capacity: films * 5 / 2)
        titleWordIDs.reserveCapacity(films * 4)
        titles.reserveCapacity(films * 2)
        firstTitle.reserveCapacity(films + 1)
        wordOfPair.reserveCapacity(films * 4)
        filmOfPair.reserveCapacity(films * 4)
        nameWordIDs.reserveCapacity(films * 8)
        tallies.reserveCapacity(films * 7 / 2)
        personOfCredit.reserveCapacity(films * 13)
        filmOfCredit.reserveCapacity(films * 13)
    }

    /// Files every film's titles and credits, in catalog order.
    mutating func add(_ movies: [Movie]) {
        // Field by field through a buffer: reading a whole `Movie` out of the array copied (retained) all of it.
        movies.withUnsafeBufferPointer { films in
            for index in films.indices {
                let film = Int32(index)
                fileTitle(films[index].title, of: film)
                for alternate in films[index].alternateTitles { fileTitle(alternate, of: film) }
                firstTitle.append(Int32(titles.count))
                let weight = films[index].reviewCount + 1
                directing.removeAll(keepingCapacity: true)
                for name in films[index].directors { credit(name, in: film, directs: true, weight: weight) }
                for name in films[index].cast { credit(name, in: film, directs: false, weight: weight) }
            }
        }
    }

    /// One credit: the person is numbered when new, gains prominence, and is filed under the film once.
    private mutating func credit(_ name: String, in film: Int32, directs: Bool, weight: Int) {
        let found = names.id(of: name)
        if found.isNew { addPerson(name) }
        let person = Int(found.id)
        if directs {
            tallies[person].prominence += 3 * weight
            directing.append(found.id)
        }
        guard tallies[person].latest != film else { return }
        tallies[person].latest = film
        personOfCredit.append(found.id)
        filmOfCredit.append(film)
        // Acting in one's own film adds nothing beyond directing it.
        if !directs && !directing.contains(found.id) { tallies[person].prominence += weight }
    }

    /// One title of a film: its folded words, roman numerals read as digits, and without a leading article too.
    private mutating func fileTitle(_ text: String, of film: Int32) {
        folder.fold(text)
        // The folded words read through one buffer; the copies are gone before the next fold, which reuses it.
        let (buffer, bounds) = (folder.buffer, folder.bounds)
        guard bounds.count > 1 else { return }
        let start = Int32(titleWordIDs.count)
        let isArticle = buffer.withUnsafeBufferPointer { buffer in
            for word in 0..<(bounds.count - 1) {
                let bytes = UnsafeBufferPointer(rebasing: buffer[bounds[word]..<bounds[word + 1]])
                let id =
                    SearchNumerals.digits(of: bytes).map { digits in
                        digits.withUnsafeBufferPointer { titleWords.id(of: $0).id }
                    } ?? titleWords.id(of: bytes).id
                titleWordIDs.append(id)
                if Int(id) == lastFilm.count { lastFilm.append(-1) }
                guard lastFilm[Int(id)] != film else { continue }
                lastFilm[Int(id)] = film
                wordOfPair.append(id)
                filmOfPair.append(film)
            }
            return Self.isArticle(UnsafeBufferPointer(rebasing: buffer[bounds[0]..<bounds[1]]))
        }
        let end = Int32(titleWordIDs.count)
        titles.append(SearchIndex.Title(start: start, end: end, isBare: false))
        // "The Godfather" is also just "Godfather", so "godfather" is its exact title.
        if end - start > 1, isArticle {
            titles.append(SearchIndex.Title(start: start + 1, end: end, isBare: true))
        }
    }

    /// A person seen for the first time: their name's folded words.
    private mutating func addPerson(_ name: String) {
        let person = Int32(tallies.count)
        tallies.append((prominence: 0, latest: -1))
        folder.fold(name)
        let (buffer, bounds) = (folder.buffer, folder.bounds)
        let start = nameWordIDs.count
        buffer.withUnsafeBufferPointer { buffer in
            for word in 0..<(bounds.count - 1) {
                let id = nameWords.id(of: UnsafeBufferPointer(rebasing: buffer[bounds[word]..<bounds[word + 1]])).id
                if !(start..<nameWordIDs.count).contains(where: { nameWordIDs[$0] == id }) {
                    wordOfName.append(id)
                    personOfName.append(person)
                }
                nameWordIDs.append(id)
            }
        }
        personStart.append(Int32(nameWordIDs.count))
    }

    /// Whether a folded word is a leading article: "the", "a" or "an".
    private static func isArticle(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        word.elementsEqual("the".utf8) || word.elementsEqual("a".utf8) || word.elementsEqual("an".utf8)
    }
}
