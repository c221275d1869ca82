import MarqueeDomain
import Synchronization
import Testing

/// A model double that answers with a scripted reply or error; one that was given no script fails the test.
public final class ScriptedChatModel: ChatModelRepository {
    /// The name shown as who answered.
    public let modelName = "scripted"
    private let script: Result<ChatModelReply, ChatModelError>?
    private let sourceLocation: SourceLocation
    /// The questions it was asked, one per call: the last question of each conversation.
    public let asked = Mutex<[String]>([])

    /// A model that answers every request with `script`, or fails the test when `script` is `nil`.
    public init(_ script: Result<ChatModelReply, ChatModelError>?, sourceLocation: SourceLocation = #_sourceLocation) {
        self.script = script
        self.sourceLocation = sourceLocation
    }

    /// Records the question, then answers with the script, handing each pick to `onPick` first.
    public func picks(
        for conversation: ChatConversation, taste: ChatTaste, onPick: @escaping @Sendable (ChatPick) -> Void
    )
        async throws(ChatModelError) -> ChatModelReply
    {
        asked.withLock { $0.append(conversation.exchanges.last?.question ?? "") }
        guard let script else {
            Issue.record(
                "ChatModelRepository.picks(for:taste:onPick:) was called but not set up", sourceLocation: sourceLocation
            )
            throw .malformed(reason: "unimplemented test double")
        }
        let reply = try script.get()
        reply.picks.forEach(onPick)
        return reply
    }
}
