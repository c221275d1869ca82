extension CatalogRepository {
    /// Every film as a ``FilmTable``, laid out from `allMovies()`; the bundled catalog returns its own layout.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    public func filmTable() async throws(CatalogError) -> FilmTable {
        FilmTable(movies: try await allMovies())
    }
}
