/// What a search found, in the bundled catalog and in the store, merged into one ranked list.
public struct SearchResults: Hashable, Sendable {
    /// The words searched for, trimmed.
    public let query: String
    /// The films, best first, each labelled with its source.
    public let results: [SearchResult]
    /// Where the store's part came from, or `nil` when the store was not asked or could not answer.
    public let storeSource: DataSource?
    /// Why the store could not answer, when it was asked and failed; the catalog's results still stand.
    public let storeFailure: CatalogError?
    /// Whether these are the catalog's results alone and the store is still to be asked.
    public let storePending: Bool

    /// Creates results.
    public init(
        query: String, results: [SearchResult], storeSource: DataSource? = nil, storeFailure: CatalogError? = nil,
        storePending: Bool = false
    ) {
        self.query = query
        self.results = results
        self.storeSource = storeSource
        self.storeFailure = storeFailure
        self.storePending = storePending
    }

    /// No results, for a query too short to search.
    public static func empty(_ query: String) -> SearchResults { SearchResults(query: query, results: []) }
}
