import MVIKit
import MarqueeDomain

/// Everything the saved shelf shows.
public struct SavedState: Equatable, Sendable {
    /// The shelf, newest first, or where loading it stands.
    public var shelf: LoadingPhase<[SavedMovie], SourceError> = .idle
    /// A removal that could not be stored.
    public var removalFailure: SourceError?
    /// The last film removed, which `undo` puts back; `nil` once undone, or when the removal failed.
    public var lastRemoval: SavedRemoval?
    /// An undo that could not be stored; the film is off the shelf again.
    public var restoreFailure: SourceError?
    /// A reload that failed while the shelf stayed on screen.
    public var reloadFailure: SourceError?

    /// Creates the initial state.
    public init() {}
}
