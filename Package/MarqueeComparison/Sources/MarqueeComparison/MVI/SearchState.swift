import MVIKit
import MarqueeDomain

/// Everything the MVI search shows, as one value.
public struct SearchState: Equatable, Sendable {
    /// The text in the search field, exactly as typed.
    public var query = ""

    /// The results for ``query``, or where loading them stands.
    public var phase: LoadingPhase<[Movie], CatalogError> = .idle

    /// Creates the idle state.
    public init() {}

    /// The query and results, as every variant reports them.
    public var snapshot: SearchSnapshot { SearchSnapshot(query: query, phase: phase) }
}
