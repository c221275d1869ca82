import MarqueeDomain

/// What can happen on the feed screen.
///
/// Named by tense: user events (`likeTapped`), commands (`refresh`), results (`feedLoaded`).
public enum FeedIntent: Sendable {
    /// The screen appeared; loads once.
    case task
    /// Reload while keeping the current cards on screen.
    case refresh
    /// Reload from scratch after a failure.
    case retry
    /// A load finished.
    case feedLoaded(Feed)
    /// A load failed.
    case loadFailed(SourceError)
    /// The feed was ranked again after a reaction; its films replace those behind the card in view.
    case upcomingLoaded(Feed)
    /// Ranking again after a reaction failed; the cards in view stay.
    case upcomingFailed(SourceError)
    /// Move to the next card.
    case nextTapped
    /// Move to the previous card.
    case previousTapped
    /// Open or close the detail panel.
    case infoTapped
    /// Toggle like on the card in view.
    case likeTapped
    /// Toggle save on the card in view.
    case saveTapped
    /// Pass on the card in view; it leaves the feed.
    case passTapped
    /// Take back the last reaction.
    case undoTapped
    /// A reaction made elsewhere (the shelf, a detail panel) was stored; the card shows it.
    case reactionStored(ReactionOutcome)
    /// A reaction made on the feed, or its undo, was stored; the films behind the card in view are ranked again.
    case feedReactionStored(ReactionOutcome)
    /// A reaction could not be stored; the card goes back to what is stored.
    case reactionFailed(SourceError, restoring: FeedReaction)
    /// An undo could not be stored; the card goes back to what is stored, and undo stays possible.
    case undoFailed(SourceError, restoring: FeedReaction, undoing: FeedReaction)
    /// Close the notice.
    case noticeDismissed
}
