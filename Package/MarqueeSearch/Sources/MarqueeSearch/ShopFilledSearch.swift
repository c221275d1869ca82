import MarqueeDomain

/// Search that also finds films by what the store filled in for them (a thin classic's store director), labelled as
/// the store's: the catalog's index first, then a small index over the filled films alone, merged by match quality.
///
/// The catalog's index is prebuilt into its blob and never changes at run time, so the few films a person looked up
/// get an index of their own, built on each search (a handful of films costs microseconds); every result the
/// catalog's index finds is shown with its store facts too.
public struct ShopFilledSearch: CatalogSearching {
    private let wrapped: any CatalogSearching
    private let filled: @Sendable () async -> [Movie]

    /// Wraps the catalog's search.
    /// - Parameters:
    ///   - wrapped: the catalog's search.
    ///   - filled: the films the store filled in, with their store facts.
    public init(wrapping wrapped: any CatalogSearching, filled: @escaping @Sendable () async -> [Movie]) {
        self.wrapped = wrapped
        self.filled = filled
    }

    /// The catalog's matches and the filled films' matches, best first; within one quality the catalog's first.
    public func search(_ query: String, limit: Int) async throws(CatalogError) -> [MovieMatch] {
        let found = try await wrapped.search(query, limit: limit)
        let films = await filled()
        guard !films.isEmpty else { return found }
        let byID = Dictionary(films.map { ($0.id, $0) }) { first, _ in first }
        var matches = found.map { MovieMatch(movie: byID[$0.movie.id] ?? $0.movie, quality: $0.quality) }
        let seen = Set(matches.map(\.movie.id))
        // The small index knows one film per director, so it cannot tell a director's film from a passing name; the
        // catalog's index can: a filled film ranks as the catalog's films by the same director rank.
        let directing = Set(found.filter { $0.quality == .directorsFilm }.flatMap(\.movie.directors))
        matches += SearchIndex(films).search(query, limit: limit).filter { !seen.contains($0.movie.id) }.map {
            let byDirector = $0.movie.directors.contains(where: directing.contains)
            return byDirector ? MovieMatch(movie: $0.movie, quality: max($0.quality, .directorsFilm)) : $0
        }
        // A stable sort by quality alone keeps each side's own order.
        let ranked = matches.enumerated().sorted { lhs, rhs in
            lhs.element.quality != rhs.element.quality
                ? lhs.element.quality > rhs.element.quality : lhs.offset < rhs.offset
        }
        return ranked.prefix(limit).map(\.element)
    }

    /// The one film a title names, with its store facts when it has any.
    public func film(named query: String) async throws(CatalogError) -> Movie {
        let movie = try await wrapped.film(named: query)
        return await filled().first { $0.id == movie.id } ?? movie
    }
}
