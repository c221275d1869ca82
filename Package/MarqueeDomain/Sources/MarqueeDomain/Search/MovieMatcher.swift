/// Finds films by title, director or cast, forgiving case, accents and one typo per word.
///
/// `search` ranks as ``SearchIndex`` does, building one for the films it is given; a caller that searches the
/// same catalog repeatedly should keep a ``SearchIndex`` instead. `quality(of:for:)` grades one film alone, so it
/// never says ``MatchQuality/knownPerson``.
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
        SearchIndex(movies).search(query, limit: limit)
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

    /// A plain-ASCII name is matched in place (`ASCIINameMatch`); any other through ``SearchText``.
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
