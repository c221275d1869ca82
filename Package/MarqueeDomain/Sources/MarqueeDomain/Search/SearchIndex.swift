import Foundation
import Synchronization

/// The catalog prepared for search once, so each query after that costs well under a millisecond.
///
/// Titles (and alternate titles) and people are folded, numbered word by word (`SearchVocabulary`) and scored
/// for fame once. A query then marks the words it fits and walks the films and people by word number.
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
        let folded: String
        /// Whether this is the title without its leading article, which can match words but is no exact title:
        /// "godfather" is not The Godfather's title, so `movie "godfather"` still asks which film.
        var isBare = false
    }

    struct Person: Sendable {
        let words: [Int32]
        let prominence: Int
        let films: [Int32]
    }

    let movies: [Movie]
    private let titles: [[Title]]
    private let fame: [Double]
    private let people: [Person]
    private let titleWords: SearchVocabulary
    private let nameWords: SearchVocabulary

    /// Prepares a catalog.
    public init(_ movies: [Movie]) {
        self.movies = movies
        var titleWords = SearchVocabulary()
        var nameWords = SearchVocabulary()
        titles = movies.map { movie in
            ([movie.title] + movie.alternateTitles).flatMap { text -> [Title] in
                let words = Self.words(text)
                guard !words.isEmpty else { return [] }
                let full = Title(words: words.map { titleWords.id(of: $0) }, folded: words.joined(separator: " "))
                // "The Godfather" is also just "Godfather", so "godfather" is its exact title.
                guard words.count > 1, Self.articles.contains(words[0]) else { return [full] }
                let bare = Array(words.dropFirst())
                let bareTitle = Title(
                    words: bare.map { titleWords.id(of: $0) }, folded: bare.joined(separator: " "), isBare: true)
                return [full, bareTitle]
            }
        }
        fame = Self.fame(of: movies)
        var credits: [String: (prominence: Int, films: [Int32])] = [:]
        for (index, movie) in movies.enumerated() {
            let weight = movie.reviewCount + 1
            for name in movie.directors { credits[name, default: (0, [])].prominence += 3 * weight }
            for name in movie.directors + movie.cast where credits[name]?.films.last != Int32(index) {
                credits[name, default: (0, [])].films.append(Int32(index))
                if !movie.directors.contains(name) { credits[name, default: (0, [])].prominence += weight }
            }
        }
        people = credits.sorted { $0.key < $1.key }.map { name, credit in
            Person(
                words: SearchText(name).words.map { nameWords.id(of: $0) }, prominence: credit.prominence,
                films: credit.films)
        }
        titleWords.seal()
        nameWords.seal()
        self.titleWords = titleWords
        self.nameWords = nameWords
    }

    /// How well known and well rated each film is: its critic average shrunk toward the catalog's mean by 20
    /// reviews' worth (an unreviewed film sits at the mean), plus half the log of its review count.
    static func fame(of movies: [Movie]) -> [Double] {
        let reviewed = movies.filter { $0.criticScore != nil && $0.reviewCount > 0 }
        let reviews = reviewed.reduce(0) { $0 + $1.reviewCount }
        let sum = reviewed.reduce(0.0) { $0 + ($1.criticScore ?? 0) * Double($1.reviewCount) }
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
    /// - Parameters:
    ///   - query: what the user typed.
    ///   - limit: the most results.
    /// - Returns: the matches, best first; empty for a query with no letters or digits.
    public func search(_ query: String, limit: Int) -> [MovieMatch] {
        let words = Self.words(query)
        guard !words.isEmpty, limit > 0 else { return [] }
        var best: [Int32: (quality: MatchQuality, key: Double)] = [:]
        let titleFits = words.map { titleWords.fits(of: $0) }
        let folded = words.joined(separator: " ")
        for (film, variants) in titles.enumerated() {
            guard let graded = grade(variants, titleFits, folded, film) else { continue }
            best[Int32(film)] = graded
        }
        let nameFits = words.map { nameWords.fits(of: $0) }
        let wantBytes = words.map { Array($0.utf8) }
        for person in people {
            guard let quality = grade(person, nameFits, wantBytes) else { continue }
            // Person matches order by the person's prominence, then the film's fame (both scaled into one key).
            for film in person.films {
                let key = Double(person.prominence) * 100 + fame[Int(film)]
                if let current = best[film],
                    current.quality > quality || (current.quality == quality && current.key >= key)
                {
                    continue
                }
                best[film] = (quality, key)
            }
        }
        let ranked = best.sorted { lhs, rhs in
            if lhs.value.quality != rhs.value.quality { return lhs.value.quality > rhs.value.quality }
            if lhs.value.key != rhs.value.key { return lhs.value.key > rhs.value.key }
            return movies[Int(lhs.key)].id < movies[Int(rhs.key)].id
        }
        return ranked.prefix(limit).map { MovieMatch(movie: movies[Int($0.key)], quality: $0.value.quality) }
    }

    /// The best title quality of a film and its order key within it.
    private func grade(_ variants: [Title], _ fits: [[SearchVocabulary.Fit]], _ folded: String, _ film: Int)
        -> (quality: MatchQuality, key: Double)?
    {
        var best: MatchQuality?
        var leading = false
        for title in variants {
            var worst = SearchVocabulary.Fit.prefix
            for wordFits in fits {
                var fit = SearchVocabulary.Fit.none
                for word in title.words where wordFits[Int(word)] > fit { fit = wordFits[Int(word)] }
                worst = min(worst, fit)
                if worst == .none { break }
            }
            guard worst != .none else { continue }
            let quality: MatchQuality =
                title.isBare
                ? (worst == .prefix ? .titleWords : .titleWithTypo)
                : title.folded == folded
                    ? .exactTitle
                    : title.folded.hasPrefix(folded) ? .titlePrefix : worst == .prefix ? .titleWords : .titleWithTypo
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

    /// Whether the title's first words are the query's, in order.
    private static func leads(_ title: Title, _ fits: [[SearchVocabulary.Fit]]) -> Bool {
        guard title.words.count >= fits.count else { return false }
        return fits.indices.allSatisfy { fits[$0][Int(title.words[$0])] != .none }
    }

    /// How a person's name fits the query: a well-known person by full name or surname, else prefix or typo.
    private func grade(_ person: Person, _ fits: [[SearchVocabulary.Fit]], _ wanted: [[UInt8]]) -> MatchQuality? {
        var worst = SearchVocabulary.Fit.prefix
        for wordFits in fits {
            var fit = SearchVocabulary.Fit.none
            for word in person.words where wordFits[Int(word)] > fit { fit = wordFits[Int(word)] }
            worst = min(worst, fit)
            if worst == .none { return nil }
        }
        guard worst == .prefix else { return .personWithTypo }
        guard person.prominence >= Self.wellKnown, let surname = person.words.last else { return .person }
        let exact = wanted.allSatisfy { want in person.words.contains { nameWords.isWord($0, want) } }
        let named = wanted.count >= 2 ? exact : nameWords.isWord(surname, wanted[0])
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
