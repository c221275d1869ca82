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

    /// One way a film is titled: a run of `titleWordIDs`.
    struct Title: Sendable {
        let start: Int32
        let end: Int32
        /// Whether this is the title without its leading article, which can match words but is no exact title:
        /// "godfather" is not The Godfather's title, so `movie "godfather"` still asks which film.
        let isBare: Bool
    }

    /// One person: a run of `nameWordIDs`, and how well known they are.
    struct Person: Sendable {
        let start: Int32
        let end: Int32
        let prominence: Int
    }

    let movies: [Movie]
    /// Every title's word ids, end to end; each ``Title`` is a run of them.
    private let titleWordIDs: [Int32]
    /// Every film's titles, the film's run given by `firstTitle`.
    private let titles: [Title]
    /// Where each film's titles start in `titles`, and one more for where the last film's end.
    private let firstTitle: [Int32]
    private let fame: [Double]
    /// Every person's word ids, end to end; each ``Person`` is a run of them.
    private let nameWordIDs: [Int32]
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
    ///
    /// Every title and every distinct person's name is folded once, by ``SearchFolder``, and every name and word
    /// numbered through ``SearchWordTable``: the catalog's two hundred thousand credits name about sixty thousand
    /// people, and nothing per credit allocates.
    public init(_ movies: [Movie]) {
        self.movies = movies
        var builder = SearchIndexBuilder(films: movies.count)
        builder.add(movies)
        fame = Self.fame(of: movies)
        people = builder.tallies.indices.map { person in
            Person(
                start: builder.personStart[person], end: builder.personStart[person + 1],
                prominence: builder.tallies[person].prominence)
        }
        builder.titleWords.seal()
        builder.nameWords.seal()
        filmsByWord = SearchPostings(
            keys: builder.wordOfPair, entries: builder.filmOfPair, count: builder.titleWords.count)
        peopleByWord = SearchPostings(
            keys: builder.wordOfName, entries: builder.personOfName, count: builder.nameWords.count)
        filmsByPerson = SearchPostings(keys: builder.personOfCredit, entries: builder.filmOfCredit, count: people.count)
        titleWordIDs = builder.titleWordIDs
        titles = builder.titles
        firstTitle = builder.firstTitle
        nameWordIDs = builder.nameWordIDs
        titleWords = builder.titleWords
        nameWords = builder.nameWords
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
    ///   - query: what the user typed.
    ///   - limit: the most results.
    /// - Returns: the matches, best first; empty for a query with no letters or digits.
    public func search(_ query: String, limit: Int) -> [MovieMatch] {
        let words = Self.words(query)
        guard !words.isEmpty, limit > 0 else { return [] }
        var found = SearchTally(films: movies.count)
        let titleFits = words.map { titleWords.fits(of: $0) }
        for film in Self.candidates(titleFits, filmsByWord, count: movies.count) {
            guard let graded = grade(film: Int(film), titleFits) else { continue }
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
    private func grade(film: Int, _ fits: [SearchVocabulary.Fits]) -> (quality: MatchQuality, key: Double)? {
        var best: MatchQuality?
        var leading = false
        for title in titles[Int(firstTitle[film])..<Int(firstTitle[film + 1])] {
            let words = titleWordIDs[Int(title.start)..<Int(title.end)]
            var worst = SearchVocabulary.Fit.prefix
            for wordFits in fits {
                var fit = SearchVocabulary.Fit.none
                for word in words where wordFits[word] > fit { fit = wordFits[word] }
                worst = min(worst, fit)
                if worst == .none { break }
            }
            guard worst != .none else { continue }
            let quality: MatchQuality =
                title.isBare
                ? (worst == .prefix ? .titleWords : .titleWithTypo)
                : Self.isExact(words, fits)
                    ? .exactTitle
                    : Self.starts(words, fits) ? .titlePrefix : worst == .prefix ? .titleWords : .titleWithTypo
            if best.map({ quality > $0 }) ?? true { best = quality }
            leading = leading || Self.leads(words, fits)
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
    private static func isExact(_ words: ArraySlice<Int32>, _ fits: [SearchVocabulary.Fits]) -> Bool {
        words.count == fits.count && fits.indices.allSatisfy { fits[$0].exact == words[words.startIndex + $0] }
    }

    /// Whether the title starts with the query as typed: its words up to the last are the query's, and the next
    /// starts with the query's last word.
    private static func starts(_ words: ArraySlice<Int32>, _ fits: [SearchVocabulary.Fits]) -> Bool {
        guard words.count >= fits.count else { return false }
        let (base, last) = (words.startIndex, fits.count - 1)
        return (0..<last).allSatisfy { fits[$0].exact == words[base + $0] } && fits[last][words[base + last]] == .prefix
    }

    /// Whether the title's first words are the query's, in order.
    private static func leads(_ words: ArraySlice<Int32>, _ fits: [SearchVocabulary.Fits]) -> Bool {
        guard words.count >= fits.count else { return false }
        return fits.indices.allSatisfy { fits[$0][words[words.startIndex + $0]] != .none }
    }

    /// How a person's name fits the query: a well-known person by full name or surname, else prefix or typo.
    private func grade(_ person: Person, _ fits: [SearchVocabulary.Fits]) -> MatchQuality? {
        let words = nameWordIDs[Int(person.start)..<Int(person.end)]
        var worst = SearchVocabulary.Fit.prefix
        for wordFits in fits {
            var fit = SearchVocabulary.Fit.none
            for word in words where wordFits[word] > fit { fit = wordFits[word] }
            worst = min(worst, fit)
            if worst == .none { return nil }
        }
        guard worst == .prefix else { return .personWithTypo }
        guard person.prominence >= Self.wellKnown, let surname = words.last else { return .person }
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
