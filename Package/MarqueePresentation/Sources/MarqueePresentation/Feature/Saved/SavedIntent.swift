import MarqueeDomain

/// What can happen on the saved shelf.
public enum SavedIntent: Sendable {
    /// The screen appeared; loads once.
    case task
    /// Load again.
    case reload
    /// The shelf was loaded.
    case shelfLoaded([SavedMovie])
    /// The shelf could not be loaded.
    case loadFailed(SourceError)
    /// The user removed a film from the shelf.
    case removeTapped(MovieID)
    /// A removal was stored.
    case removalStored(ReactionOutcome)
    /// A removal could not be stored; the film is put back.
    case removalFailed(SourceError, restoring: SavedMovie, at: Int)
    /// The user took back the last removal: the film goes back on the shelf where it was.
    case undoTapped
    /// An undone removal was stored: the film is saved again.
    case restoreStored(ReactionOutcome)
    /// An undone removal could not be stored; the film comes off the shelf again.
    case restoreFailed(SourceError, removing: MovieID)
}
