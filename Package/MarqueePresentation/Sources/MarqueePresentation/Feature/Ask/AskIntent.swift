import MarqueeDomain

/// What can happen on the Ask screen.
///
/// Named by tense: edits (`questionChanged`), user events (`askNow`, `reactNow`), results (`pickStreamed`,
/// `answerLoaded`, `reactionStored`).
public enum AskIntent: Sendable {
    /// The user typed in the question field.
    case questionChanged(String)
    /// Ask the question in the field; in a conversation with an answer, it is a follow-up.
    case askNow
    /// Ask the last question sent again, whatever the field says now.
    case retry
    /// Forget the conversation, the answer and any question in flight.
    case startOver
    /// A pick of the model's reply arrived, grounded in the catalog, before the reply ended.
    case pickStreamed(GroundedPick)
    /// The question was answered, by the model or offline.
    case answerLoaded(AskOutcome)
    /// The question could not be answered.
    case answerFailed(AskModelError)
    /// Close the notice.
    case noticeDismissed
    /// React to a pick of the last answer by its number, as a chat's `save 2` does.
    case reactNow(Reaction, pick: Int)
    /// The reaction was stored.
    case reactionStored(ReactionOutcome)
    /// The reaction could not be stored.
    case reactionFailed(SourceError)
}
