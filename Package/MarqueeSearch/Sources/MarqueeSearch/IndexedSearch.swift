import Foundation
import MarqueeDomain
import MarqueeRanking

/// Search over a ``SearchIndex``: the `CatalogSearching` Domain's use cases call.
///
/// The index comes from the storage, which may ship it prebuilt (the bundled blob), or is built here from a
/// catalog's films once per process, on the first search.
public struct IndexedSearch: CatalogSearching {
    private let index: @Sendable () async throws(CatalogError) -> SearchIndex

    /// Searches an index the storage keeps, asked for on each search.
    public init(index: @escaping @Sendable () async throws(CatalogError) -> SearchIndex) { self.index = index }

    /// Searches a catalog's films, indexed on the first search and kept for the process.
    public init(catalog: any CatalogRepository) {
        index = { () async throws(CatalogError) -> SearchIndex in SearchIndex.shared(for: try await catalog.allMovies())
        }
    }

    /// Searches fixed films, for tests.
    public init(movies: [Movie]) {
        let built = SearchIndex(movies)
        index = { built }
    }

    /// The index's matches for what was typed, best first.
    public func search(_ query: String, limit: Int) async throws(CatalogError) -> [MovieMatch] {
        try await index().search(query, limit: limit)
    }

    /// The one film a title names, read as search reads it; `noMatch` with the closest films otherwise.
    public func film(named query: String) async throws(CatalogError) -> Movie {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let index = try await index()
        // The same reader as search: "Heat (1995)", "heat 1995" and "1995 heat" name the 1995 Heat.
        let reading = SearchQuery(trimmed)
        let matches = index.search(reading, limit: 5)
        let exact = matches.filter { $0.quality == .exactTitle }
        let ofYear = reading.year.map { year in exact.filter { $0.movie.year == year } } ?? []
        if ofYear.count == 1, let only = ofYear.first { return only.movie }
        if exact.count == 1, let only = exact.first { return only.movie }
        if matches.isEmpty, trimmed.hasPrefix("tt") {
            throw .noMatch(query: trimmed, closest: index.films(withIDsNear: trimmed, limit: 3))
        }
        // Films sharing a title are listed with the one most people know first (MovieLens ratings, then reviews).
        let known = exact.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.knownBy(lhs.element.movie), Self.knownBy(rhs.element.movie))
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
        throw .noMatch(query: trimmed, closest: (exact.isEmpty ? matches : known).map(\.movie))
    }

    /// How many people know a film, for ordering films that share a title: its audience ratings, then reviews.
    private static func knownBy(_ movie: Movie) -> (Int, Int) { (movie.audience?.ratings ?? 0, movie.reviewCount) }
}

extension SearchIndex {
    /// The first films, in catalog order, whose id is one typo from `id`: what a mistyped id probably meant.
    func films(withIDsNear id: String, limit: Int) -> [Movie] {
        var found: [Movie] = []
        for film in 0..<films.count where found.count < limit {
            if EditDistance.isWithinOne(films.id(at: film).rawValue, id) { found.append(films.movie(at: film)) }
        }
        return found
    }
}
