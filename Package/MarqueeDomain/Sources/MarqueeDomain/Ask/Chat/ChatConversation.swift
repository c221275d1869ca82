/// The turns of a chat so far, bounded so a long chat never outgrows the model's context.
public struct ChatConversation: Hashable, Sendable {
    /// How many question-and-answer exchanges are kept word for word.
    public let maximumTurns: Int
    /// The kept turns, oldest first, without the model's instructions.
    public private(set) var turns: [ChatMessage] = []
    /// Titles from exchanges folded away, so the model does not repeat them.
    public private(set) var earlierTitles: [String] = []
    /// What the offline engine understood the chat to ask so far, or `nil` after a model's answer.
    public private(set) var understood: AskCriteria?

    /// Creates an empty conversation.
    public init(maximumTurns: Int = 6) {
        self.maximumTurns = max(1, maximumTurns)
    }

    /// Records a question.
    /// - Parameter text: what the user asked.
    public mutating func ask(_ text: String) {
        turns.append(ChatMessage(.user, text))
    }

    /// Records the answer to the last question, then folds the oldest exchanges if there are too many.
    /// - Parameters:
    ///   - picks: the picks shown, in their numbered order.
    ///   - understood: what the offline engine understood, when it answered; `nil` when a model did.
    public mutating func answer(_ picks: [ChatPick], understood: AskCriteria? = nil) {
        self.understood = understood
        let list = picks.enumerated().map { offset, pick in
            "\(offset + 1). \(pick.title)" + (pick.year.map { " (\($0))" } ?? "")
        }
        turns.append(ChatMessage(.assistant, list.isEmpty ? "(no picks)" : list.joined(separator: "\n")))
        while turns.count > maximumTurns * 2 {
            let folded = turns.prefix(2)
            turns.removeFirst(2)
            earlierTitles += folded.filter { $0.role == .assistant }.flatMap { message in
                message.content.split(separator: "\n").map { line in
                    String(line.drop { $0 != " " }.dropFirst())
                }
            }
        }
    }

    /// The messages to send after the model's instructions: a summary of folded exchanges, then the kept turns.
    public var messages: [ChatMessage] {
        guard !earlierTitles.isEmpty else { return turns }
        let earlier = "Earlier in this chat you suggested: " + earlierTitles.joined(separator: "; ") + "."
        return [ChatMessage(.system, earlier)] + turns
    }
}
