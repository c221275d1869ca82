import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

/// A model double that answers with a scripted reply or error; one that was given no script fails the test.
final class ScriptedChatModel: ChatModelRepository {
    let modelName = "scripted"
    private let script: Result<ChatModelReply, ChatModelError>?
    private let sourceLocation: SourceLocation
    /// The questions it was asked, one per call: the last message of each request.
    let asked = Mutex<[String]>([])

    init(_ script: Result<ChatModelReply, ChatModelError>?, sourceLocation: SourceLocation = #_sourceLocation) {
        self.script = script
        self.sourceLocation = sourceLocation
    }

    func picks(for messages: [ChatMessage], onPick: @escaping @Sendable (ChatPick) -> Void)
        async throws(ChatModelError) -> ChatModelReply
    {
        asked.withLock { $0.append(messages.last?.content ?? "") }
        guard let script else {
            Issue.record(
                "ChatModelRepository.picks(for:onPick:) was called but not set up", sourceLocation: sourceLocation)
            throw .malformed(reason: "unimplemented test double")
        }
        let reply = try script.get()
        reply.picks.forEach(onPick)
        return reply
    }
}
