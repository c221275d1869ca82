import MVIKit
import MarqueeDomain

/// What a search screen renders, whichever architecture produced it: the query and where its results stand.
///
/// Each variant exposes one, so a single test suite can compare the three by whole values.
public struct SearchSnapshot: Equatable, Sendable {
    /// The text in the search field, exactly as typed.
    public var query: String

    /// The results for that text, or where loading them stands.
    public var phase: LoadingPhase<[Movie], CatalogError>

    /// Creates a snapshot.
    /// - Parameters:
    ///   - query: the text in the search field.
    ///   - phase: the results, or where loading them stands.
    public init(query: String, phase: LoadingPhase<[Movie], CatalogError>) {
        self.query = query
        self.phase = phase
    }
}
