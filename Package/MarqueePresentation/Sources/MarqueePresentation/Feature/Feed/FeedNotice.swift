import MarqueeDomain

/// A short message shown over the feed without replacing it.
public enum FeedNotice: Hashable, Sendable {
    /// A reaction could not be saved; the card shows what is really stored.
    case reactionFailed(SourceError)
    /// A refresh failed; the cards on screen are from the previous load.
    case refreshFailed(SourceError)
    /// There was nothing to undo.
    case nothingToUndo
}
