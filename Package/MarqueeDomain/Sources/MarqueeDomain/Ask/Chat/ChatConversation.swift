/// The chat so far: each question with the picks shown for it.
///
/// It is bounded so a long chat never outgrows a model's context, and holds what was said, not how a model is told
/// it: each model's client words it for its own wire.
public struct ChatConversation: Hashable, Sendable {
    /// One question and the picks shown for it, numbered in this order; `nil` until it is answered.
    public struct Exchange: Hashable, Sendable {
        /// The question as typed.
        public let question: String
        /// The picks shown for it, or `nil` while it waits for its answer.
        public var picks: [ChatPick]?

        /// Creates an exchange.
        public init(question: String, picks: [ChatPick]? = nil) {
            self.question = question
            self.picks = picks
        }
    }

    /// How many exchanges are kept whole.
    public let maximumTurns: Int
    /// The kept exchanges, oldest first.
    public private(set) var exchanges: [Exchange] = []
    /// The picks of exchanges folded away, oldest first, so a model does not suggest them again.
    public private(set) var earlierPicks: [ChatPick] = []
    /// What the offline engine understood the chat to ask so far, or `nil` after a model's answer.
    public private(set) var understood: AskCriteria?

    /// Creates an empty conversation.
    public init(maximumTurns: Int = 6) {
        self.maximumTurns = max(1, maximumTurns)
    }

    /// Records a question.
    /// - Parameter text: what the user asked.
    public mutating func ask(_ text: String) {
        exchanges.append(Exchange(question: text))
    }

    /// Records the answer to the last question, then folds the oldest exchanges if there are too many.
    /// - Parameters:
    ///   - picks: the picks shown, in their numbered order.
    ///   - understood: what the offline engine understood, when it answered; `nil` when a model did.
    public mutating func answer(_ picks: [ChatPick], understood: AskCriteria? = nil) {
        self.understood = understood
        guard let last = exchanges.indices.last, exchanges[last].picks == nil else { return }
        exchanges[last].picks = picks
        while exchanges.count > maximumTurns {
            earlierPicks += exchanges.removeFirst().picks ?? []
        }
    }
}
