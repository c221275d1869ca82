import MarqueeDomain

/// Search over an array by a plain pass: each film graded alone (`MovieMatcher`), best first, ties in array order.
///
/// Not the index's ranking (no fame, no series, no known people); for tests of code that only needs some search.
public struct ArraySearch: CatalogSearching {
    /// The films searched.
    public let movies: [Movie]

    /// Searches `movies`.
    public init(_ movies: [Movie] = Films.all) { self.movies = movies }

    /// Every film that matches, best first.
    public func search(_ query: String, limit: Int) async throws(CatalogError) -> [MovieMatch] {
        let folded = SearchText(query)
        let graded = movies.compactMap { movie in
            MovieMatcher().quality(of: movie, for: folded).map { MovieMatch(movie: movie, quality: $0) }
        }
        let ranked = graded.enumerated().sorted { lhs, rhs in
            lhs.element.quality != rhs.element.quality
                ? lhs.element.quality > rhs.element.quality : lhs.offset < rhs.offset
        }
        return Array(ranked.map(\.element).prefix(limit))
    }

    /// The one film whose folded title is the query's; `noMatch` with the matches otherwise.
    public func film(named query: String) async throws(CatalogError) -> Movie {
        let folded = SearchText(query).folded
        let exact = movies.filter { SearchText($0.title).folded == folded }
        if exact.count == 1, let only = exact.first { return only }
        throw .noMatch(query: query, closest: exact.isEmpty ? try await search(query, limit: 5).map(\.movie) : exact)
    }
}
