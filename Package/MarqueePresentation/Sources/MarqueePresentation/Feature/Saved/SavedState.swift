import MVIKit
import MarqueeDomain

/// Everything the saved shelf shows.
public struct SavedState: Equatable, Sendable {
    /// The shelf, newest first, or where loading it stands.
    public var shelf: LoadingPhase<[SavedMovie], FeedError> = .idle
    /// A removal that could not be stored.
    public var removalFailure: ReactionError?
    /// A reload that failed while the shelf stayed on screen.
    public var reloadFailure: FeedError?

    /// Creates the initial state.
    public init() {}
}
