/// Finds films by title, director or cast, forgiving case, accents and one typo per word.
///
/// Results rank by match quality, then by popularity (critic review count), so
/// "dark knight" lists The Dark Knight before a little-known namesake.
public struct MovieMatcher: Sendable {
    /// Creates a matcher.
    public init() {}

    /// Searches a catalog.
    /// - Parameters:
    ///   - query: what the user typed.
    ///   - movies: the films to search.
    ///   - limit: the most results to return.
    /// - Returns: the matches, best first; empty for a query with no letters or digits.
    public func search(_ query: String, in movies: [Movie], limit: Int) -> [MovieMatch] {
        let folded = SearchText(query)
        guard !folded.words.isEmpty, limit > 0 else { return [] }
        var matches: [MovieMatch] = []
        for movie in movies {
            if let quality = quality(of: movie, for: folded) { matches.append(MovieMatch(movie: movie, quality: quality)) }
        }
        matches.sort { lhs, rhs in
            if lhs.quality != rhs.quality { return lhs.quality > rhs.quality }
            if lhs.movie.reviewCount != rhs.movie.reviewCount { return lhs.movie.reviewCount > rhs.movie.reviewCount }
            return lhs.movie.id < rhs.movie.id
        }
        return Array(matches.prefix(limit))
    }

    /// How well one film matches a folded query, or `nil` when it does not.
    public func quality(of movie: Movie, for query: SearchText) -> MatchQuality? {
        let title = SearchText(movie.title)
        if title.folded == query.folded { return .exactTitle }
        if title.folded.hasPrefix(query.folded) { return .titlePrefix }
        if Self.allWords(query.words, in: title.words, typos: false) { return .titleWords }
        if Self.allWords(query.words, in: title.words, typos: true) { return .titleWithTypo }
        let people = (movie.directors + movie.cast).map { SearchText($0).words }
        if people.contains(where: { Self.allWords(query.words, in: $0, typos: false) }) { return .person }
        if people.contains(where: { Self.allWords(query.words, in: $0, typos: true) }) { return .personWithTypo }
        return nil
    }

    private static func allWords(_ wanted: [String], in words: [String], typos: Bool) -> Bool {
        wanted.allSatisfy { want in
            words.contains { word in
                if word.hasPrefix(want) { return true }
                return typos && want.count >= 3 && EditDistance.isWithinOne(want, word)
            }
        }
    }
}
