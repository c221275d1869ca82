/// The films Marquee can recommend.
public protocol CatalogRepository: Sendable {
    /// Every film in the catalog, in a stable order.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func allMovies() async throws(CatalogError) -> [Movie]

    /// One film by id, or by one of its former ids (``Movie/formerIDs``), which finds the film it now belongs to.
    /// - Parameter id: the film's id.
    /// - Returns: the film.
    /// - Throws: ``CatalogError/notFound(_:)`` when no film has this id.
    func movie(withID id: MovieID) async throws(CatalogError) -> Movie
}
