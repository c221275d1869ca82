/// Everything the Discover screen shows: its rows in a stable order, and why the store was not used.
public struct DiscoverCatalog: Hashable, Sendable {
    /// The rows: the featured chart first (unless one genre was asked for), then genres in `ChartGenre` order.
    public let sections: [DiscoverSection]
    /// Why the store could not answer, when the rows came from the bundled catalog instead.
    public let storeFailure: CatalogError?

    /// Creates a catalog.
    public init(sections: [DiscoverSection], storeFailure: CatalogError? = nil) {
        self.sections = sections
        self.storeFailure = storeFailure
    }

    /// Where the catalog as a whole came from: the stalest of its rows (bundled, then the oldest cache, then live).
    public var source: DataSource { DataSource.stalest(sections.map(\.source)) }
}
