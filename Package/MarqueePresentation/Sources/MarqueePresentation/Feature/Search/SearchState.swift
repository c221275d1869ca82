import MVIKit
import MarqueeDomain

/// Everything the Search screen shows.
public struct SearchState: Equatable, Sendable {
    /// The words as typed.
    public var query = ""
    /// The results for the last query searched, or where that search stands; idle for a query too short.
    public var results: LoadingPhase<SearchResults, CatalogError> = .idle
    /// The store's storefront, a lower-case ISO 3166 code such as `us`.
    public var country: String
    /// The most results to show.
    public var limit: Int

    /// Creates the initial state.
    public init(country: String = "us", limit: Int = 10) {
        self.country = country
        self.limit = limit
    }
}
