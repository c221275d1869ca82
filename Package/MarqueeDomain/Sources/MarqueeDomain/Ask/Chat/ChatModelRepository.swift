/// A language model that suggests films for a conversation.
public protocol ChatModelRepository: Sendable {
    /// The model's name, shown as who answered.
    var modelName: String { get }

    /// Asks the model for picks.
    /// - Parameters:
    ///   - conversation: the chat so far, ending with the question to answer; the client words it and its own
    ///     instructions, written from `taste`.
    ///   - taste: how many picks to ask for and what the user likes.
    ///   - onPick: called with each pick as soon as it is complete, before the reply ends when streaming.
    /// - Returns: all readable picks, how many could not be read, and whether the reply was cut.
    /// - Throws: ``ChatModelError`` saying why there is no answer.
    func picks(for conversation: ChatConversation, taste: ChatTaste, onPick: @escaping @Sendable (ChatPick) -> Void)
        async throws(ChatModelError) -> ChatModelReply
}
