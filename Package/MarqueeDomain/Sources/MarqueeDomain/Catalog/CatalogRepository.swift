/// The films Marquee can recommend.
///
/// The bundled catalog implements it today; live catalogs wrap or extend it.
public protocol CatalogRepository: Sendable {
    /// Every film in the catalog, in a stable order.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func allMovies() async throws(CatalogError) -> [Movie]

    /// One film by id, or by one of its former ids (``Movie/formerIDs``), which finds the film it now belongs to.
    /// - Parameter id: the film's id.
    /// - Throws: ``CatalogError/notFound(_:)`` when no film has this id.
    func movie(withID id: MovieID) async throws(CatalogError) -> Movie

    /// Every film laid out for ranking, in the order of `allMovies()`.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func filmTable() async throws(CatalogError) -> FilmTable

    /// Every film prepared for search, in the order of `allMovies()`.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func searchIndex() async throws(CatalogError) -> SearchIndex
}
