import Foundation
import MarqueeDomain
import MarqueeRanking
import Synchronization

/// The catalog prepared for search once, so each query after that costs well under a millisecond.
///
/// Titles (and alternate titles) and people are folded, numbered word by word (`SearchVocabulary`), filed under
/// each word they hold (`SearchPostings`) and scored for fame once. A query then marks the words it fits and grades
/// only the films and people filed under them, by word number.
///
/// Ranking, best first:
/// - what the query reader narrowed to (``SearchQuery``): the N-th film of a series, then films of the year named;
/// - match quality (`MatchQuality`), where a well-known person by full name or surname outranks a title typo,
///   and the films they directed outrank titles that merely hold their name or start with the query's last word
///   only as part of a longer one; anyone's whole surname typed alone outranks a title typo too;
/// - a series named bare in release order, its first film first (`SearchIndex+Readings.swift`);
/// - among title matches that start the same way, widely reviewed films in release order, so "star wars" lists
///   the original trilogy first and "godfather" gives Part II before Part III;
/// - otherwise the better-known and better-rated film (`fame`), never the shorter title;
/// - among person matches, the better-known person first, then the film's fame.
public struct SearchIndex: Sendable {
    /// Films with at least this many critic reviews are "widely reviewed": a series of them lists in release order.
    static let widelyReviewed = 100
    /// A person whose films gather this much attention (reviews, directing counted thrice) is well known.
    static let wellKnown = 250

    /// One way a film is titled: a run of `titleWordIDs`, as the builder files it.
    struct Title: Sendable {
        let start: Int32
        let end: Int32
        /// Whether this is the title without its leading article, which can match words but is no exact title:
        /// "godfather" is not The Godfather's title, so `movie "godfather"` still asks which film.
        let isBare: Bool
    }

    let films: SearchFilms
    /// Every title's word ids, end to end; each title is a run of them, from `titleStarts` to `titleEnds`.
    let titleWordIDs: Column<Int32>
    let titleStarts: Column<Int32>
    let titleEnds: Column<Int32>
    /// 1 for a title without its leading article (`Title/isBare`), else 0.
    let bareTitles: Column<UInt8>
    /// Where each film's titles start, and one more for where the last film's end.
    let firstTitle: Column<Int32>
    let fame: Column<Double>
    /// The order key of a widely reviewed film with a year (`10_000` minus the year), NaN for the rest.
    private let seriesKeys: Column<Double>
    /// Every person's word ids, end to end; each person is a run of them, from `personStarts`.
    let nameWordIDs: Column<Int32>
    let personStarts: Column<Int32>
    let prominence: Column<Int64>
    let titleWords: SearchVocabulary
    let nameWords: SearchVocabulary
    /// The films whose titles hold each title word, by word id: a query visits only films holding a word it fits.
    let filmsByWord: SearchPostings
    /// The people whose names hold each name word, by word id.
    let peopleByWord: SearchPostings
    /// The films each person directed or played in, by person number.
    let filmsByPerson: SearchPostings

    /// Prepares a catalog.
    ///
    /// Every title and every distinct person's name is folded once, by `SearchFolder`, and every name and word
    /// numbered through `SearchWordTable`: the catalog's two hundred thousand credits name about sixty thousand
    /// people, and nothing per credit allocates.
    public init(_ movies: [Movie]) {
        films = .movies(movies)
        var builder = SearchIndexBuilder(films: movies.count)
        builder.add(movies)
        fame = Column(Self.fame(of: movies))
        seriesKeys = Column(
            movies.map { movie in
                guard movie.reviewCount >= Self.widelyReviewed, let year = movie.year else { return .nan }
                return 10_000 - Double(year)
            })
        let people = builder.tallies.count
        prominence = Column(builder.tallies.map { Int64($0.prominence) })
        personStarts = Column(builder.personStart)
        titleWords = SearchVocabulary(sealing: builder.titleWords)
        nameWords = SearchVocabulary(sealing: builder.nameWords)
        filmsByWord = SearchPostings(
            keys: builder.wordOfPair, entries: builder.filmOfPair, count: builder.titleWords.count)
        peopleByWord = SearchPostings(
            keys: builder.wordOfName, entries: builder.personOfName, count: builder.nameWords.count)
        filmsByPerson = SearchPostings(keys: builder.personOfCredit, entries: builder.filmOfCredit, count: people)
        titleWordIDs = Column(builder.titleWordIDs)
        titleStarts = Column(builder.titles.map(\.start))
        titleEnds = Column(builder.titles.map(\.end))
        bareTitles = Column(builder.titles.map { $0.isBare ? 1 : 0 })
        firstTitle = Column(builder.firstTitle)
        nameWordIDs = Column(builder.nameWordIDs)
    }

    /// An index read back from its ``Parts``, for the films of `table` in its row order; `nil` unless every number
    /// in the parts stays inside them, so a damaged store can fail but never make a search read astray.
    ///
    /// No film is built and nothing is folded: a search builds a `Movie` only for the films it returns.
    public init?(parts: Parts, table: FilmTable) {
        let (count, people) = (table.count, parts.prominence.count)
        guard let titleWords = SearchVocabulary(parts.titleWords), let nameWords = SearchVocabulary(parts.nameWords),
            let filmsByWord = SearchPostings(
                offsets: parts.filmsByWordStarts, entries: parts.filmsByWord, keys: titleWords.count, bound: count),
            let peopleByWord = SearchPostings(
                offsets: parts.peopleByWordStarts, entries: parts.peopleByWord, keys: nameWords.count, bound: people),
            let filmsByPerson = SearchPostings(
                offsets: parts.filmsByPersonStarts, entries: parts.filmsByPerson, keys: people, bound: count),
            SearchColumnCheck.all(parts.titleWordIDs, below: titleWords.count),
            SearchColumnCheck.isSpans(parts.titleStarts, parts.titleEnds, within: parts.titleWordIDs.count),
            parts.bareTitles.count == parts.titleStarts.count,
            SearchColumnCheck.isRuns(parts.firstTitles, runs: count, through: parts.titleStarts.count),
            parts.fame.count == count, parts.seriesKeys.count == count,
            SearchColumnCheck.all(parts.nameWordIDs, below: nameWords.count),
            SearchColumnCheck.isRuns(parts.personStarts, runs: people, through: parts.nameWordIDs.count)
        else { return nil }
        films = .table(table)
        titleWordIDs = parts.titleWordIDs
        titleStarts = parts.titleStarts
        titleEnds = parts.titleEnds
        bareTitles = parts.bareTitles
        firstTitle = parts.firstTitles
        fame = parts.fame
        seriesKeys = parts.seriesKeys
        nameWordIDs = parts.nameWordIDs
        personStarts = parts.personStarts
        prominence = parts.prominence
        self.titleWords = titleWords
        self.nameWords = nameWords
        self.filmsByWord = filmsByWord
        self.peopleByWord = peopleByWord
        self.filmsByPerson = filmsByPerson
    }

    /// The index as flat columns, for a catalog to store and read back with `init`.
    public var parts: Parts {
        Parts(
            titleWordIDs: titleWordIDs, titleStarts: titleStarts, titleEnds: titleEnds, bareTitles: bareTitles,
            firstTitles: firstTitle, fame: fame, seriesKeys: seriesKeys, nameWordIDs: nameWordIDs,
            personStarts: personStarts, prominence: prominence, titleWords: titleWords.parts,
            nameWords: nameWords.parts, filmsByWordStarts: filmsByWord.offsets, filmsByWord: filmsByWord.entries,
            peopleByWordStarts: peopleByWord.offsets, peopleByWord: peopleByWord.entries,
            filmsByPersonStarts: filmsByPerson.offsets, filmsByPerson: filmsByPerson.entries)
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

    /// Folded words with roman numerals read as digits.
    static func words(_ text: String) -> [String] { SearchNumerals.normalized(SearchText(text).words) }

    /// Searches.
    ///
    /// Only films and people holding a word that fits the query's most selective word are graded, all by word
    /// number; the best `limit` are kept as they come. People are skipped when `limit` films already match their
    /// titles better than any person can.
    /// - Parameters:
    ///   - query: what the user typed, read by ``SearchQuery``.
    ///   - limit: the most results.
    /// - Returns: the matches, best first; empty for a query with no letters or digits.
    public func search(_ query: String, limit: Int) -> [MovieMatch] {
        search(SearchQuery(query), limit: limit)
    }

    /// Searches a query already read.
    ///
    /// The words as typed are matched; then each reading adds its films (``SearchQuery``): the words without the
    /// year, lifting films of that year; names and title words respaced as the catalog writes them; a word
    /// spelled out as a title's dotted initials; a single word as a title's initials; a series' initials before a
    /// film's own words; words that mix a person's name (or their given name) and a title; a
    /// series' N-th film. A series named bare then lists in release order, its first film first.
    /// - Parameters:
    ///   - query: the read query.
    ///   - limit: the most results.
    /// - Returns: the matches, best first; empty for a query with no letters or digits.
    public func search(_ query: SearchQuery, limit: Int) -> [MovieMatch] {
        guard !query.literal.isEmpty, limit > 0 else { return [] }
        var found = SearchTally(films: films.count)
        // More candidates than shown, so a series or a year can lift a film from past the first `limit`.
        let pool = max(limit, Self.pool)
        let literal = query.literal.map { titleWords.fits(of: $0) }
        match(query.literal, literal, into: &found, limit: limit, year: nil)
        var named = literal
        if let year = query.year {
            named = query.words.map { titleWords.fits(of: $0) }
            match(query.words, named, into: &found, limit: limit, year: year)
        }
        // Names written apart or together as the catalog does not: "deniro", "mc queen".
        let respaced = respaced(query.words)
        if let respaced {
            match(respaced, respaced.map { titleWords.fits(of: $0) }, into: &found, limit: limit, year: query.year)
        }
        // Title words written joined or apart as the catalog does not: "spiderman 2", "north by north west".
        if let rejoined = rejoined(query.words) {
            match(rejoined, rejoined.map { titleWords.fits(of: $0) }, into: &found, limit: limit, year: query.year)
        }
        // Dotted initials written as one word: "et the extra terrestrial", "la confidential".
        if let letters = letters(query.words, named) {
            matchTitles(letters.fits, into: &found, year: query.year) { holdsRuns($0, letters.runs) }
        }
        if query.words.count == 1 { matchInitials(of: query.words[0], into: &found) }
        if query.words.count >= 2 { matchSeriesInitials(query.words, named, into: &found) }
        if query.words.count >= 2, found.count(above: .knownPerson) < limit {
            matchPersonAndTitle(query.words, named, into: &found)
            if let respaced { matchPersonAndTitle(respaced, respaced.map { titleWords.fits(of: $0) }, into: &found) }
        }
        var placed = false
        // A query that is a film's whole title names that film, never a place in a series: "the godfather part ii
        // 1974" is Part II, not the second film of a series "the godfather part".
        if let place = query.seriesPlace, !found.contains(.exactTitle) {
            // A film whose title holds every word, the number too, holds its own number.
            let titled = found
            let holdsEveryWord = { (film: Int32) in
                titled.quality(of: film).map { [.titleWords, .titlePrefix].contains($0) } ?? false
            }
            if let film = film(at: place, numbered: holdsEveryWord) {
                found.offer(film, .seriesPlace, 0, tier: 3)
                placed = true
            }
        }
        var best = found.best(pool, films: films)
        // A series named bare, and nothing lifted above the rest, lists in release order.
        if query.year == nil, !placed { best = seriesFirst(best, named) }
        return best.prefix(limit).map { MovieMatch(movie: films.movie(at: Int($0.film)), quality: $0.quality) }
    }

    /// How many candidates a search ranks before it reorders a series and cuts to its limit.
    static let pool = 40

    /// The films whose titles or people hold the words, into the tally; with a year, films of that year (or one
    /// either side) are lifted above the rest.
    private func match(
        _ words: [String], _ titleFits: [SearchVocabulary.Fits], into found: inout SearchTally, limit: Int, year: Int?
    ) {
        matchTitles(titleFits, into: &found, year: year)
        // A person match is at best a director's own film, below an exact or leading title: with `limit` films
        // already above that, no person can reach the results.
        guard found.count(above: .titleWords) < limit else { return }
        let nameFits = words.map { nameWords.fits(of: $0) }
        for person in Self.candidates(nameFits, peopleByWord, count: prominence.count) {
            guard let quality = grade(person: Int(person), nameFits) else { continue }
            // A well-known person's own films lead: those they directed, then the rest.
            let directed = quality == .knownPerson ? self.directed(by: Int(person)) : []
            for film in filmsByPerson[person] {
                // Person matches order by the person's prominence, then the film's fame (both scaled into one key).
                found.offer(
                    film, directed.contains(film) ? .directorsFilm : quality,
                    Double(prominence[Int(person)]) * 100 + fame[Int(film)], tier: tier(film, year: year))
            }
        }
    }

    /// The films whose titles hold the words and that `keep` keeps, into the tally, those of the year lifted.
    private func matchTitles(
        _ titleFits: [SearchVocabulary.Fits], into found: inout SearchTally, year: Int?,
        keeping keep: (Int32) -> Bool = { _ in true }
    ) {
        for film in Self.candidates(titleFits, filmsByWord, count: films.count) where keep(film) {
            guard let graded = grade(film: Int(film), titleFits) else { continue }
            found.offer(film, graded.quality, graded.key, tier: tier(film, year: year))
        }
    }

    /// How far a year lifts a film: 2 for a film of that year, 1 for a year either side, else 0.
    private func tier(_ film: Int32, year: Int?) -> UInt8 {
        guard let year, let released = films.year(at: Int(film)) else { return 0 }
        return released == year ? 2 : abs(released - year) == 1 ? 1 : 0
    }

    /// The entries (films or people) holding a word that fits the query word with the fewest such entries, each
    /// once: every match must hold a fitting word for every query word, so that one word's entries are enough.
    static func candidates(_ fits: [SearchVocabulary.Fits], _ postings: SearchPostings, count: Int)
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
    func grade(film: Int, _ fits: [SearchVocabulary.Fits]) -> (quality: MatchQuality, key: Double)? {
        var best: MatchQuality?
        var leading = false
        var startsPartly = false
        for title in Int(firstTitle[film])..<Int(firstTitle[film + 1]) {
            let words = titleWordIDs[Int(titleStarts[title])..<Int(titleEnds[title])]
            var worst = SearchVocabulary.Fit.prefix
            for wordFits in fits {
                var fit = SearchVocabulary.Fit.none
                for word in words where wordFits[word] > fit { fit = wordFits[word] }
                worst = min(worst, fit)
                if worst == .none { break }
            }
            guard worst != .none else { continue }
            let starts = bareTitles[title] == 0 && Self.starts(words, fits)
            // A title that starts with the query only because its last word starts a longer one ("mann", Manny &
            // Lo) guesses at what is still being typed: it leads the titles holding the words, but a well-known
            // director's own film, named by a whole word, comes first.
            let partly = starts && fits[fits.count - 1].exact != words[words.startIndex + fits.count - 1]
            startsPartly = startsPartly || partly
            let quality: MatchQuality =
                bareTitles[title] != 0
                ? (worst == .prefix ? .titleWords : .titleWithTypo)
                : Self.isExact(words, fits)
                    ? .exactTitle
                    : starts && !partly ? .titlePrefix : worst == .prefix ? .titleWords : .titleWithTypo
            if best.map({ quality > $0 }) ?? true { best = quality }
            leading = leading || Self.leads(words, fits)
        }
        guard let best else { return nil }
        // A series that starts the way the query does, all widely reviewed, lists in release order above the rest.
        let key = leading && !seriesKeys[film].isNaN ? seriesKeys[film] : fame[film]
        return (best, best == .titleWords && startsPartly ? Self.startingKey + key : key)
    }

    /// What lifts a title starting with the query above the other titles holding its words: more than any
    /// series key (`10_000` minus a year) or fame.
    static let startingKey = 10_000.0

    /// Whether the title is the query, word for word.
    static func isExact(_ words: Slice<Column<Int32>>, _ fits: [SearchVocabulary.Fits]) -> Bool {
        words.count == fits.count && fits.indices.allSatisfy { fits[$0].exact == words[words.startIndex + $0] }
    }

    /// Whether the title starts with the query as typed: its words up to the last are the query's, and the next
    /// starts with the query's last word.
    private static func starts(_ words: Slice<Column<Int32>>, _ fits: [SearchVocabulary.Fits]) -> Bool {
        guard words.count >= fits.count else { return false }
        let (base, last) = (words.startIndex, fits.count - 1)
        return (0..<last).allSatisfy { fits[$0].exact == words[base + $0] } && fits[last][words[base + last]] == .prefix
    }

    /// Whether the title's first words are the query's, in order.
    static func leads(_ words: Slice<Column<Int32>>, _ fits: [SearchVocabulary.Fits]) -> Bool {
        guard words.count >= fits.count else { return false }
        return fits.indices.allSatisfy { fits[$0][words[words.startIndex + $0]] != .none }
    }

    /// How a person's name fits the query: a well-known person by full name or surname, anyone by their surname
    /// alone, else prefix or typo.
    func grade(person: Int, _ fits: [SearchVocabulary.Fits]) -> MatchQuality? {
        let words = nameWordIDs[Int(personStarts[person])..<Int(personStarts[person + 1])]
        var worst = SearchVocabulary.Fit.prefix
        for wordFits in fits {
            var fit = SearchVocabulary.Fit.none
            for word in words where wordFits[word] > fit { fit = wordFits[word] }
            worst = min(worst, fit)
            if worst == .none { return nil }
        }
        guard worst == .prefix else { return .personWithTypo }
        guard prominence[person] >= Self.wellKnown, let surname = words.last else {
            return fits.count == 1 && fits[0].exact == words.last ? .surname : .person
        }
        let named =
            fits.count >= 2
            ? fits.allSatisfy { want in want.exact.map(words.contains) ?? false } : fits[0].exact == surname
        return named ? .knownPerson : .person
    }
}

extension SearchIndex {
    private static let shared = Mutex<SearchIndex?>(nil)

    /// The index of a catalog, built on first use and kept for the process; a different catalog replaces it.
    public static func shared(for movies: [Movie]) -> SearchIndex {
        shared.withLock { cached in
            if let cached, case .movies(let held) = cached.films, held.count == movies.count,
                held.first?.id == movies.first?.id, held.last?.id == movies.last?.id
            {
                return cached
            }
            let index = SearchIndex(movies)
            cached = index
            return index
        }
    }
}
