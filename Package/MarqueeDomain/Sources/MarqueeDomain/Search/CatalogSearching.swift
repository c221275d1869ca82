/// The catalog searched by what a person typed: the seam between search's use cases and the index.
public protocol CatalogSearching: Sendable {
    /// Films whose title, director or cast match what was typed, best first.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func search(_ query: String, limit: Int) async throws(CatalogError) -> [MovieMatch]

    /// The one film a title names ("Heat (1995)", "heat 1995", "The Matrix").
    /// - Throws: ``CatalogError/noMatch(query:closest:)`` with the closest films when no single film matches.
    func film(named query: String) async throws(CatalogError) -> Movie
}
