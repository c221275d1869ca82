/// Measures the catalog's span and size, for `--version` and help.
public struct MeasureCatalogUseCase: Sendable {
    private let catalog: any CatalogRepository

    /// Creates the use case.
    public init(catalog: any CatalogRepository) { self.catalog = catalog }

    /// Measures the catalog.
    /// - Returns: its span, or `nil` when no film has a year.
    /// - Throws: ``CatalogError`` when the catalog cannot be loaded.
    public func execute() async throws(CatalogError) -> CatalogSpan? {
        // The year column is enough: building every film would cost more than the rest of `--version`.
        CatalogSpan(measuring: try await catalog.filmTable())
    }
}
