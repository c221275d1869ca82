import MVIKitTestSupport
import MarqueeDomain
import Synchronization
import Testing

/// A model double that answers each request with the next scripted step and records every question it saw.
///
/// A step streams its picks, then waits for its gate (if any) before it ends with its result; a request with no
/// step left records an issue.
final class SequencedChatModel: ChatModelRepository {
    /// One scripted reply.
    struct Step: Sendable {
        let picks: [ChatPick]
        let result: Result<ChatModelReply, ChatModelError>
        let gate: Gate?

        /// A reply streamed pick by pick, then ended with `result`, after `gate` opens when one is given.
        init(streaming picks: [ChatPick], then result: Result<ChatModelReply, ChatModelError>, gate: Gate? = nil) {
            self.picks = picks
            self.result = result
            self.gate = gate
        }

        /// A reply whose picks all stream, then it ends.
        static func answers(_ reply: ChatModelReply, gate: Gate? = nil) -> Step {
            Step(streaming: reply.picks, then: .success(reply), gate: gate)
        }
    }

    let modelName = "test-model"
    private let steps: Mutex<[Step]>
    private let requests = Mutex<[ChatConversation]>([])

    init(_ steps: [Step]) { self.steps = Mutex(steps) }

    /// The conversation of every request, in order.
    var received: [ChatConversation] { requests.withLock { $0 } }

    func picks(for conversation: ChatConversation, taste: ChatTaste, onPick: @escaping @Sendable (ChatPick) -> Void)
        async throws(ChatModelError) -> ChatModelReply
    {
        requests.withLock { $0.append(conversation) }
        guard let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            Issue.record("SequencedChatModel: no scripted reply for \(conversation.exchanges.last?.question ?? "")")
            throw .malformed(reason: "unscripted")
        }
        step.picks.forEach(onPick)
        await step.gate?.wait()
        return try step.result.get()
    }
}
