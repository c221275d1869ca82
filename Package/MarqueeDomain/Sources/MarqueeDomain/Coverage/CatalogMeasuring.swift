/// Measures the catalog without building its films, for `--version` and help.
public protocol CatalogMeasuring: Sendable {
    /// The catalog's years and size, or `nil` when no film has a year.
    /// - Throws: ``CatalogError/unavailable(reason:)`` when the catalog cannot be loaded.
    func span() async throws(CatalogError) -> CatalogSpan?
}
