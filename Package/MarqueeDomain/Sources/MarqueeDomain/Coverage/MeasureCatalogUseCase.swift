/// Measures the catalog's span and size, for `--version` and help.
public struct MeasureCatalogUseCase: Sendable {
    private let facts: any CatalogMeasuring

    /// Creates the use case.
    public init(facts: any CatalogMeasuring) { self.facts = facts }

    /// Measures the catalog.
    /// - Returns: its span, or `nil` when no film has a year.
    /// - Throws: ``CatalogError`` when the catalog cannot be loaded.
    public func execute() async throws(CatalogError) -> CatalogSpan? {
        try await facts.span()
    }
}
