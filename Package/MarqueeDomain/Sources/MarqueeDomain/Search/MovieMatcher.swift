/// Finds films by title, director or cast, forgiving case, accents and one typo per word.
///
/// Results rank by match quality, then by how few title words the query left unmatched, then by
/// popularity (critic review count): "drk knight" lists The Dark Knight before The Dark Knight Rises,
/// and a famous film before a little-known namesake.
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
        let bytes = Self.asciiBytes(of: folded)
        var matches: [(match: MovieMatch, extraWords: Int)] = []
        for movie in movies {
            let title = SearchText(movie.title)
            guard let quality = quality(of: movie, title: title, for: folded, bytes: bytes) else { continue }
            let extraWords = max(title.words.count - folded.words.count, 0)
            matches.append((MovieMatch(movie: movie, quality: quality), extraWords))
        }
        matches.sort { lhs, rhs in
            if lhs.match.quality != rhs.match.quality { return lhs.match.quality > rhs.match.quality }
            if lhs.extraWords != rhs.extraWords { return lhs.extraWords < rhs.extraWords }
            let (left, right) = (lhs.match.movie, rhs.match.movie)
            if left.reviewCount != right.reviewCount { return left.reviewCount > right.reviewCount }
            return left.id < right.id
        }
        return matches.prefix(limit).map(\.match)
    }

    /// How well one film matches a folded query, or `nil` when it does not.
    public func quality(of movie: Movie, for query: SearchText) -> MatchQuality? {
        quality(of: movie, title: SearchText(movie.title), for: query, bytes: Self.asciiBytes(of: query))
    }

    private func quality(of movie: Movie, title: SearchText, for query: SearchText, bytes: [[UInt8]]?)
        -> MatchQuality?
    {
        if title.folded == query.folded { return .exactTitle }
        if title.folded.hasPrefix(query.folded) { return .titlePrefix }
        if Self.allWords(query.words, in: title.words, typos: false) { return .titleWords }
        if Self.allWords(query.words, in: title.words, typos: true) { return .titleWithTypo }
        var best = ASCIINameMatch.Fit.absent
        for name in movie.directors where best != .exact { best = max(best, Self.fit(of: query, bytes, in: name)) }
        for name in movie.cast where best != .exact { best = max(best, Self.fit(of: query, bytes, in: name)) }
        switch best {
        case .exact: return .person
        case .withTypo: return .personWithTypo
        case .absent: return nil
        }
    }

    /// A plain-ASCII name is matched in place (``ASCIINameMatch``); any other through ``SearchText``.
    private static func fit(of query: SearchText, _ bytes: [[UInt8]]?, in name: String) -> ASCIINameMatch.Fit {
        if let bytes, let fit = ASCIINameMatch.fit(of: bytes, in: name) { return fit }
        let words = SearchText(name).words
        if allWords(query.words, in: words, typos: false) { return .exact }
        return allWords(query.words, in: words, typos: true) ? .withTypo : .absent
    }

    /// The query's words as bytes when every one is plain ASCII, which folded queries nearly always are.
    private static func asciiBytes(of query: SearchText) -> [[UInt8]]? {
        query.words.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? query.words.map { Array($0.utf8) } : nil
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
