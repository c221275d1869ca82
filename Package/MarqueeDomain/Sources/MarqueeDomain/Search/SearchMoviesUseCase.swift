import Foundation

/// Searches the bundled catalog and, when one is configured, the store; merges both into one ranked list.
public struct SearchMoviesUseCase: Sendable {
    /// The fewest characters worth searching for.
    public static let minimumQueryLength = 2

    private let search: any CatalogSearching
    private let catalog: any CatalogRepository
    private let store: (any ShopCatalogRepository)?
    private let titles: any TitleMatching

    /// Creates the use case.
    public init(
        search: any CatalogSearching,
        catalog: any CatalogRepository,
        titles: any TitleMatching,
        store: (any ShopCatalogRepository)? = nil
    ) {
        self.search = search
        self.catalog = catalog
        self.titles = titles
        self.store = store
    }

    /// Whether a query is long enough to search.
    public static func isSearchable(_ query: String) -> Bool {
        query.trimmingCharacters(in: .whitespacesAndNewlines).count >= minimumQueryLength
    }

    /// Searches the catalog, then the store, and merges both.
    public func execute(_ query: String, country: String = "us", limit: Int = 10) async throws(CatalogError)
        -> SearchResults
    {
        let local = try await searchCatalog(query, limit: limit)
        guard local.storePending else { return local }
        return try await addingShop(to: local, country: country, limit: limit)
    }

    /// Searches the bundled catalog alone, which answers at once; the store is asked separately.
    public func searchCatalog(_ query: String, limit: Int = 10) async throws(CatalogError) -> SearchResults {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.isSearchable(trimmed), limit > 0 else { return .empty(trimmed) }
        let local = try await search.search(trimmed, limit: limit).map {
            SearchResult(movie: $0.movie, quality: $0.quality, source: .bundled)
        }
        return SearchResults(query: trimmed, results: local, storePending: store != nil)
    }

    /// Asks the store for the same words and merges its answer into the catalog's results.
    /// - Throws: ``CatalogError`` only when the bundled catalog cannot be loaded.
    public func addingShop(to local: SearchResults, country: String = "us", limit: Int = 10)
        async throws(CatalogError) -> SearchResults
    {
        guard local.storePending, let store else { return local }
        let found: Sourced<[Movie]>
        do {
            found = try await store.search(local.query, country: country, limit: limit)
        } catch {
            return SearchResults(query: local.query, results: local.results, storeFailure: error)
        }
        let movies = try await catalog.allMovies()
        let merged = merge(local.results, found, query: SearchText(local.query), catalog: movies)
        return SearchResults(query: local.query, results: Array(merged.prefix(limit)), storeSource: found.source)
    }

    /// Catalog results first within each match quality, then store results; unmatched store films last.
    private func merge(_ local: [SearchResult], _ found: Sourced<[Movie]>, query: SearchText, catalog: [Movie])
        -> [SearchResult]
    {
        var results = local
        let twins = titles.twins(of: found.value, in: catalog)
        for film in found.value {
            if let twin = twins[film.id] {
                if let index = results.firstIndex(where: { $0.movie.id == twin.id }) {
                    let existing = results[index]
                    guard existing.storeID == nil else { continue }
                    results[index] = SearchResult(
                        movie: existing.movie, quality: existing.quality, source: .bundled, storeID: film.id)
                } else {
                    let quality = titles.quality(of: twin, for: query)
                    results.append(SearchResult(movie: twin, quality: quality, source: .bundled, storeID: film.id))
                }
            } else if !results.contains(where: { $0.movie.id == film.id }) {
                let quality = titles.quality(of: film, for: query)
                results.append(SearchResult(movie: film, quality: quality, source: found.source))
            }
        }
        // Sorting by quality alone, with the position as tie-break, keeps each side's own order.
        return results.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.quality, rhs.element.quality)
            if left != right { return (left?.rawValue ?? -1) > (right?.rawValue ?? -1) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
