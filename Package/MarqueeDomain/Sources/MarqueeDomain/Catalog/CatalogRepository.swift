/// The films Marquee can recommend.
///
/// Two requirements and nothing storage-shaped: `ArrayCatalog` in the test support implements it over an array.
/// Ranking and search go through their own contracts (``FeedRanking``, ``CatalogSearching``), which the storage
/// may back with its own layouts.
public protocol CatalogRepository: Sendable {
    /// Every film in the catalog, in a stable order.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func allMovies() async throws(CatalogError) -> [Movie]

    /// One film by id, or by one of its former ids (``Movie/formerIDs``), which finds the film it now belongs to.
    /// - Parameter id: the film's id.
    /// - Throws: ``CatalogError/notFound(_:)`` when no film has this id.
    func movie(withID id: MovieID) async throws(CatalogError) -> Movie
}
