import Foundation
import MarqueeDomain

/// Reads a streamed reply: SSE events, their deltas, and the picks inside them as each one closes.
///
/// Handles a first delta whose content is `null`, keep-alive comments, a closing chunk with empty `choices` that
/// carries `usage`, `[DONE]` (or the end of the stream when a server omits it), and an error object inside a 200.
struct OpenAIStreamReader {
    let redactor: OpenAIRedactor

    func read(_ chunks: AsyncThrowingStream<Data, any Error>, onPick: @Sendable (ChatPick) -> Void)
        async throws(ChatModelError) -> ChatModelReply
    {
        var events = ServerSentEventParser()
        var state = State()
        do {
            reading: for try await chunk in chunks {
                for event in events.feed(chunk) {
                    if try state.take(event, redactor: redactor, onPick: onPick) { break reading }
                }
            }
            if !state.isDone, let event = events.finish() {
                _ = try state.take(event, redactor: redactor, onPick: onPick)
            }
        } catch let error as ChatModelError {
            throw error
        } catch let error as TransportError {
            // A cut stream keeps what arrived; the picks already shown stay valid.
            guard !state.picks.isEmpty else { throw OpenAIChatClient.translate(error) }
            state.wasCut = true
        } catch {
            throw .malformed(reason: String(describing: error))
        }
        return ChatModelReply(
            picks: state.picks, unreadable: state.parser.unreadable,
            wasCut: state.wasCut || state.parser.isInsidePick)
    }

    private struct State {
        var parser = IncrementalPicksParser()
        var picks: [ChatPick] = []
        var wasCut = false
        var isDone = false

        /// Takes one event; `true` when it ends the stream.
        mutating func take(_ data: String, redactor: OpenAIRedactor, onPick: @Sendable (ChatPick) -> Void)
            throws(ChatModelError) -> Bool
        {
            if data.hasPrefix("[DONE]") {
                isDone = true
                return true
            }
            guard let chunk = try? JSONDecoder().decode(ChatCompletionChunkDTO.self, from: Data(data.utf8)) else {
                return false
            }
            if let error = chunk.error { throw .streamError(message: redactor(error.message ?? "unknown error")) }
            for choice in chunk.choices ?? [] {
                if let content = choice.delta?.content {
                    let new = parser.feed(content)
                    new.forEach(onPick)
                    picks += new
                }
                if choice.finishReason == "length" { wasCut = true }
            }
            return false
        }
    }
}
