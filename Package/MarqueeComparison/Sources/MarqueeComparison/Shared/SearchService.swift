import MarqueeDomain

/// The one thing all three search variants depend on: a catalog search that fails only with a `CatalogError`.
///
/// A seam inside the comparison package, so the variants share a dependency and the tests can script it. An app
/// would back it with a Domain use case over a `CatalogRepository`.
public protocol SearchService: Sendable {
    /// Finds the films that match a query.
    /// - Parameter query: the trimmed text the user typed, at least two characters long.
    /// - Returns: the matching films, best first.
    /// - Throws: `CatalogError` when the catalog cannot answer.
    func search(_ query: String) async throws(CatalogError) -> [Movie]
}
