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
    /// The feed was ranked again after a pass; new films fill the place the passed ones left.
    case upcomingLoaded(Feed)
    /// Ranking again after a pass failed; the cards in view stay.
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
    /// A reaction was stored.
    case reactionStored(ReactionOutcome)
    /// A reaction could not be stored; the card goes back to what is stored.
    case reactionFailed(SourceError, restoring: FeedReaction)
    /// An undo could not be stored; the card goes back to what is stored, and undo stays possible.
    case undoFailed(SourceError, restoring: FeedReaction, undoing: FeedReaction)
    /// Close the notice.
    case noticeDismissed
}
