import MVIKit
import MarqueeDomain

/// Everything the Discover screen shows.
public struct DiscoverState: Equatable, Sendable {
    /// When set, only this genre's chart.
    public var genre: ChartGenre?
    /// The storefront, a lower-case ISO 3166 code such as `us`.
    public var country: String
    /// The rows, or where loading them stands.
    ///
    /// A refresh never changes this to `.loading`: the rows stay on screen.
    public var catalog: LoadingPhase<DiscoverCatalog, CatalogError> = .idle
    /// Whether a refresh is running while the current rows stay on screen.
    public var isRefreshing = false
    /// A message shown over the rows without replacing them.
    public var notice: DiscoverNotice?

    /// Creates the initial state.
    public init(genre: ChartGenre? = nil, country: String = "us") {
        self.genre = genre
        self.country = country
    }
}
