import Foundation
import Synchronization

/// The catalog prepared for search once, so each query after that costs well under a millisecond.
///
/// Titles (and alternate titles) and people are folded, numbered word by word (`SearchVocabulary`), filed under
/// each word they hold (`SearchPostings`) and scored for fame once. A query then marks the words it fits and grades
/// only the films and people filed under them, by word number.
///
/// Ranking, best first:
/// - match quality (``MatchQuality``), where a well-known person by full name or surname outranks a title typo;
/// - among title matches that start the same way, widely reviewed films in release order, so "star wars" lists
///   the original trilogy first and "godfather" gives Part II before Part III;
/// - otherwise the better-known and better-rated film (`fame`), never the shorter title;
/// - among person matches, the better-known person first, then the film's fame.
public struct SearchIndex: Sendable {
    /// Films with at least this many critic reviews are "widely reviewed": a series of them lists in release order.
    static let widelyReviewed = 100
    /// A person whose films gather this much attention (reviews, directing counted thrice) is well known.
    static let wellKnown = 250

    struct Title: Sendable {
        let words: [Int32]
        /// Whether this is the title without its leading article, which can match words but is no exact title:
        /// "godfather" is not The Godfather's title, so `movie "godfather"` still asks which film.
        var isBare = false
    }

    struct Person: Sendable {
        let words: [Int32]
        let prominence: Int
    }

    let movies: [Movie]
    private let titles: [[Title]]
    private let fame: [Double]
    private let people: [Person]
    private let titleWords: SearchVocabulary
    private let nameWords: SearchVocabulary
    /// The films whose titles hold each title word, by word id: a query visits only films holding a word it fits.
    private let filmsByWord: SearchPostings
    /// The people whose names hold each name word, by word id.
    private let peopleByWord: SearchPostings
    /// The films each person directed or played in, by person number.
    private let filmsByPerson: SearchPostings

    /// Prepares a catalog.
    public init(_ movies: [Movie]) {
        self.movies = movies
        var titleWords = SearchVocabulary(capacity: movies.count)
        var nameWords = SearchVocabulary(capacity: movies.count * 2)
        // (word, film) pairs, each film once per word; `lastFilm` is the last film filed under each word.
        var wordOfPair: [Int32] = []
        var filmOfPair: [Int32] = []
        var lastFilm: [Int32] = []
        titles = movies.indices.map { film in
            let movie = movies[film]
            return ([movie.title] + movie.alternateTitles).flatMap { text -> [Title] in
                let words = Self.words(text)
                guard !words.isEmpty else { return [] }
                let ids = words.map { titleWords.id(of: $0) }
                for id in ids {
                    if Int(id) == lastFilm.count { lastFilm.append(-1) }
                    guard lastFilm[Int(id)] != Int32(film) else { continue }
                    lastFilm[Int(id)] = Int32(film)
                    wordOfPair.append(id)
                    filmOfPair.append(Int32(film))
                }
                // "The Godfather" is also just "Godfather", so "godfather" is its exact title.
                guard words.count > 1, Self.articles.contains(words[0]) else { return [Title(words: ids)] }
                return [Title(words: ids), Title(words: Array(ids.dropFirst()), isBare: true)]
            }
        }
        fame = Self.fame(of: movies)
        // People in the order the catalog first credits them: one dictionary look-up per credit, no sorting.
        var numbers: [String: Int32] = [:]
        numbers.reserveCapacity(movies.count * 4)
        var names: [String] = []
        var prominence: [Int] = []
        var latest: [Int32] = []
        var personOfCredit: [Int32] = []
        var filmOfCredit: [Int32] = []
        for index in movies.indices {
            let directors = movies[index].directors
            let weight = movies[index].reviewCount + 1
            for (order, name) in (directors + movies[index].cast).enumerated() {
                let number: Int32
                if let known = numbers[name] {
                    number = known
                } else {
                    number = Int32(names.count)
                    numbers[name] = number
                    names.append(name)
                    prominence.append(0)
                    latest.append(-1)
                }
                let person = Int(number)
                let directs = order < directors.count
                if directs { prominence[person] += 3 * weight }
                guard latest[person] != Int32(index) else { continue }
                latest[person] = Int32(index)
                personOfCredit.append(number)
                filmOfCredit.append(Int32(index))
                if !directs && !directors.contains(name) { prominence[person] += weight }
            }
        }
        var wordOfName: [Int32] = []
        var personOfName: [Int32] = []
        people = names.indices.map { person in
            let ids = (SearchText.asciiWords(names[person]) ?? SearchText.foldedWords(names[person])).map {
                nameWords.id(of: $0)
            }
            for (offset, id) in ids.enumerated() where !ids[..<offset].contains(id) {
                wordOfName.append(id)
                personOfName.append(Int32(person))
            }
            return Person(words: ids, prominence: prominence[person])
        }
        titleWords.seal()
        nameWords.seal()
        filmsByWord = SearchPostings(keys: wordOfPair, entries: filmOfPair, count: titleWords.count)
        peopleByWord = SearchPostings(keys: wordOfName, entries: personOfName, count: nameWords.count)
        filmsByPerson = SearchPostings(keys: personOfCredit, entries: filmOfCredit, count: names.count)
        self.titleWords = titleWords
        self.nameWords = nameWords
    }

    /// How well known and well rated each film is: its critic average shrunk toward the catalog's mean by 20
    /// reviews' worth (an unreviewed film sits at the mean), plus half the log of its review count.
    static func fame(of movies: [Movie]) -> [Double] {
        var reviews = 0
        var sum = 0.0
        for movie in movies {
            guard let score = movie.criticScore, movie.reviewCount > 0 else { continue }
            reviews += movie.reviewCount
            sum += score * Double(movie.reviewCount)
        }
        let mean = reviews > 0 ? sum / Double(reviews) : 6
        return movies.map { movie in
            let count = Double(movie.criticScore == nil ? 0 : movie.reviewCount)
            let shrunk = ((movie.criticScore ?? mean) * count + mean * 20) / (count + 20)
            return shrunk + 0.5 * log(1 + Double(movie.reviewCount))
        }
    }

    private static let articles: Set<String> = ["the", "a", "an"]

    /// Folded words with roman numerals read as digits.
    static func words(_ text: String) -> [String] { SearchNumerals.normalized(SearchText(text).words) }

    /// Searches.
    ///
    /// Only films and people holding a word that fits the query's most selective word are graded, all by word
    /// number; the best `limit` are kept as they come. People are skipped when `limit` films already match their
    /// titles better than any person can.
    /// - Parameters:
    ///   - query: what the user typed.
    ///   - limit: the most results.
    /// - Returns: the matches, best first; empty for a query with no letters or digits.
    public func search(_ query: String, limit: Int) -> [MovieMatch] {
        let words = Self.words(query)
        guard !words.isEmpty, limit > 0 else { return [] }
        var found = SearchTally(films: movies.count)
        let titleFits = words.map { titleWords.fits(of: $0) }
        for film in Self.candidates(titleFits, filmsByWord, count: movies.count) {
            guard let graded = grade(titles[Int(film)], titleFits, Int(film)) else { continue }
            found.offer(film, graded.quality, graded.key)
        }
        // A person match is at best `knownPerson`, below every title match but a typo: with `limit` films already
        // above that, no person can reach the results.
        if found.count(above: .knownPerson) < limit {
            let nameFits = words.map { nameWords.fits(of: $0) }
            for number in Self.candidates(nameFits, peopleByWord, count: people.count) {
                let person = people[Int(number)]
                guard let quality = grade(person, nameFits) else { continue }
                // Person matches order by the person's prominence, then the film's fame (both scaled into one key).
                for film in filmsByPerson[number] {
                    found.offer(film, quality, Double(person.prominence) * 100 + fame[Int(film)])
                }
            }
        }
        return found.best(limit, movies: movies).map { MovieMatch(movie: movies[Int($0.film)], quality: $0.quality) }
    }

    /// The entries (films or people) holding a word that fits the query word with the fewest such entries, each
    /// once: every match must hold a fitting word for every query word, so that one word's entries are enough.
    private static func candidates(_ fits: [SearchVocabulary.Fits], _ postings: SearchPostings, count: Int)
        -> [Int32]
    {
        let sizes = fits.map { $0.ids.reduce(0) { $0 + postings.count(of: $1) } }
        guard let driver = sizes.indices.min(by: { sizes[$0] < sizes[$1] }), sizes[driver] > 0 else { return [] }
        let ids = fits[driver].ids
        if ids.count == 1 { return Array(postings[ids[0]]) }
        var seen = [UInt64](repeating: 0, count: (count + 63) / 64)
        var entries: [Int32] = []
        entries.reserveCapacity(sizes[driver])
        for id in ids {
            for entry in postings[id] {
                let (word, bit) = (Int(entry) >> 6, UInt64(1) << UInt64(Int(entry) & 63))
                guard seen[word] & bit == 0 else { continue }
                seen[word] |= bit
                entries.append(entry)
            }
        }
        return entries
    }

    /// The best title quality of a film and its order key within it.
    private func grade(_ variants: [Title], _ fits: [SearchVocabulary.Fits], _ film: Int)
        -> (quality: MatchQuality, key: Double)?
    {
        var best: MatchQuality?
        var leading = false
        for title in variants {
            var worst = SearchVocabulary.Fit.prefix
            for wordFits in fits {
                var fit = SearchVocabulary.Fit.none
                for word in title.words where wordFits[word] > fit { fit = wordFits[word] }
                worst = min(worst, fit)
                if worst == .none { break }
            }
            guard worst != .none else { continue }
            let quality: MatchQuality =
                title.isBare
                ? (worst == .prefix ? .titleWords : .titleWithTypo)
                : Self.isExact(title, fits)
                    ? .exactTitle
                    : Self.starts(title, fits) ? .titlePrefix : worst == .prefix ? .titleWords : .titleWithTypo
            if best.map({ quality > $0 }) ?? true { best = quality }
            leading = leading || Self.leads(title, fits)
        }
        guard let best else { return nil }
        let movie = movies[film]
        // A series that starts the way the query does, all widely reviewed, lists in release order above the rest.
        if leading, movie.reviewCount >= Self.widelyReviewed, let year = movie.year {
            return (best, 10_000 - Double(year))
        }
        return (best, fame[film])
    }

    /// Whether the title is the query, word for word.
    private static func isExact(_ title: Title, _ fits: [SearchVocabulary.Fits]) -> Bool {
        title.words.count == fits.count && fits.indices.allSatisfy { fits[$0].exact == title.words[$0] }
    }

    /// Whether the title starts with the query as typed: its words up to the last are the query's, and the next
    /// starts with the query's last word.
    private static func starts(_ title: Title, _ fits: [SearchVocabulary.Fits]) -> Bool {
        guard title.words.count >= fits.count else { return false }
        let last = fits.count - 1
        return (0..<last).allSatisfy { fits[$0].exact == title.words[$0] } && fits[last][title.words[last]] == .prefix
    }

    /// Whether the title's first words are the query's, in order.
    private static func leads(_ title: Title, _ fits: [SearchVocabulary.Fits]) -> Bool {
        guard title.words.count >= fits.count else { return false }
        return fits.indices.allSatisfy { fits[$0][title.words[$0]] != .none }
    }

    /// How a person's name fits the query: a well-known person by full name or surname, else prefix or typo.
    private func grade(_ person: Person, _ fits: [SearchVocabulary.Fits]) -> MatchQuality? {
        var worst = SearchVocabulary.Fit.prefix
        for wordFits in fits {
            var fit = SearchVocabulary.Fit.none
            for word in person.words where wordFits[word] > fit { fit = wordFits[word] }
            worst = min(worst, fit)
            if worst == .none { return nil }
        }
        guard worst == .prefix else { return .personWithTypo }
        guard person.prominence >= Self.wellKnown, let surname = person.words.last else { return .person }
        let named =
            fits.count >= 2
            ? fits.allSatisfy { want in want.exact.map(person.words.contains) ?? false } : fits[0].exact == surname
        return named ? .knownPerson : .person
    }
}

extension SearchIndex {
    private static let shared = Mutex<SearchIndex?>(nil)

    /// The index of a catalog, built on first use and kept for the process; a different catalog replaces it.
    public static func shared(for movies: [Movie]) -> SearchIndex {
        shared.withLock { cached in
            if let cached, cached.movies.count == movies.count, cached.movies.first?.id == movies.first?.id,
                cached.movies.last?.id == movies.last?.id
            {
                return cached
            }
            let index = SearchIndex(movies)
            cached = index
            return index
        }
    }
}
