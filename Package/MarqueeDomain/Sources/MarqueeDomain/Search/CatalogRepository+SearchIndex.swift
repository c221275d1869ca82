extension CatalogRepository {
    /// Every film prepared for search, built from `allMovies()` once per process; the bundled catalog ships its
    /// index prebuilt.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    public func searchIndex() async throws(CatalogError) -> SearchIndex {
        SearchIndex.shared(for: try await allMovies())
    }
}
