import Foundation
import MarqueeData
import MarqueeDomain
import Synchronization
import Testing

struct OpenAIChatClientTests {
    private static let key = "sk-test-SECRET-1234567890"
    private static let picksJSON =
        "{\"picks\":[{\"title\":\"Heat\",\"year\":1995,\"reason\":\"Cops — “robbers”\"},"
        + "{\"title\":\"Scream\",\"year\":1996,\"reason\":\"Meta\",\"unknown\":true}]}"
    private static let heat = ChatPick(title: "Heat", year: 1995, reason: "Cops — “robbers”")
    private static let scream = ChatPick(title: "Scream", year: 1996, reason: "Meta")
    private static let conversation = {
        var conversation = ChatConversation()
        conversation.ask("90s crime")
        return conversation
    }()
    private static let taste = ChatTaste(
        limit: 3, liked: [MovieSnapshot(title: "Heat", year: 1995), MovieSnapshot(title: "Alien", year: nil)],
        preferredGenres: [.crime])

    private func client(
        _ transport: OpenAIStubTransport, streams: Bool, key: String? = key, sleeps: SleepLog = SleepLog()
    ) -> OpenAIChatClient {
        OpenAIChatClient(
            configuration: OpenAIConfiguration(
                baseURL: URL(string: "http://127.0.0.1:9/"), model: "fake-model", apiKey: key),
            transport: transport, streams: streams, sleep: { sleeps.record($0) }, jitter: { 0 })
    }

    private func ask(_ client: OpenAIChatClient) async -> (Result<ChatModelReply, ChatModelError>, [ChatPick]) {
        let seen = Mutex<[ChatPick]>([])
        do {
            let reply = try await client.picks(for: Self.conversation, taste: Self.taste) { pick in
                seen.withLock { $0.append(pick) }
            }
            return (.success(reply), seen.withLock { $0 })
        } catch {
            return (.failure(error), seen.withLock { $0 })
        }
    }

    @Test(
        "A streamed reply split at awkward byte boundaries yields every pick, each as it completes",
        arguments: [1, 3, 7, 64])
    func streamsPicks(size: Int) async throws {
        let body = OpenAIWire.stream(Self.picksJSON, piece: 4)
        let transport = OpenAIStubTransport([
            .stream(status: 200, chunks: OpenAIWire.chunks(body, size: size), headers: [:], failure: nil)
        ])
        let (result, seen) = await ask(client(transport, streams: true))
        #expect(try result.get() == ChatModelReply(picks: [Self.heat, Self.scream]))
        #expect(seen == [Self.heat, Self.scream])
    }

    @Test("The request asks for a strict JSON schema, streams with usage, and sends the key only as a bearer header")
    func requestShape() async throws {
        let transport = OpenAIStubTransport([
            .stream(status: 200, chunks: [Data(OpenAIWire.stream(Self.picksJSON).utf8)], headers: [:], failure: nil)
        ])
        _ = await ask(client(transport, streams: true))
        let request = try #require(transport.sent.first)
        #expect(request.url.absoluteString == "http://127.0.0.1:9/v1/chat/completions")
        #expect(request.headers["Authorization"] == "Bearer \(Self.key)")
        let body = try #require(request.body.flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: Any] })
        let format = try #require(body["response_format"] as? [String: Any])
        let schema = try #require(format["json_schema"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        #expect(schema["strict"] as? Bool == true)
        #expect(body["stream"] as? Bool == true)
        #expect((body["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
        #expect(body["model"] as? String == "fake-model")
    }

    @Test("The instructions go first, asking for the JSON shape the parser reads and summarising the taste")
    func instructions() async throws {
        let transport = OpenAIStubTransport([
            .stream(status: 200, chunks: [Data(OpenAIWire.stream(Self.picksJSON).utf8)], headers: [:], failure: nil)
        ])
        _ = await ask(client(transport, streams: true))
        let request = try #require(transport.sent.first)
        let body = try #require(request.body.flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: Any] })
        let messages = try #require(body["messages"] as? [[String: String]])
        let system = [
            "You recommend films. Reply with JSON only: {\"picks\": [{\"title\": string, \"year\": integer, "
                + "\"reason\": string}]} with exactly 3 picks, best first.",
            "Use each film's original release year. Keep each reason to one sentence about why it fits the request.",
            "For follow-ups, refer to the numbered picks of your previous answer.",
            "The user liked: Heat (1995), Alien. Preferred genres: Crime.",
        ]
        #expect(
            messages == [
                ["role": "system", "content": system.joined(separator: "\n")],
                ["role": "user", "content": "90s crime"],
            ])
    }

    @Test("A long chat is sent as its earlier picks summed up, then each kept exchange with its numbered answer")
    func foldedHistory() async throws {
        let transport = OpenAIStubTransport([
            .stream(status: 200, chunks: [Data(OpenAIWire.stream(Self.picksJSON).utf8)], headers: [:], failure: nil)
        ])
        var conversation = ChatConversation(maximumTurns: 2)
        conversation.ask("90s horror")
        conversation.answer([ChatPick(title: "Scream", year: 1996, reason: "r")])
        conversation.ask("less violent")
        conversation.answer([
            ChatPick(title: "Casper", year: 1995, reason: "r"), ChatPick(title: "Hook", year: nil, reason: "r"),
        ])
        conversation.ask("only after 2000")
        conversation.answer([])
        conversation.ask("something else")
        _ = try? await client(transport, streams: true).picks(for: conversation, taste: Self.taste) { _ in }
        let request = try #require(transport.sent.first)
        let body = try #require(request.body.flatMap { try JSONSerialization.jsonObject(with: $0) as? [String: Any] })
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(
            Array(messages.dropFirst()) == [
                ["role": "system", "content": "Earlier in this chat you suggested: Scream (1996)."],
                ["role": "user", "content": "less violent"],
                ["role": "assistant", "content": "1. Casper (1995)\n2. Hook"],
                ["role": "user", "content": "only after 2000"], ["role": "assistant", "content": "(no picks)"],
                ["role": "user", "content": "something else"],
            ])
    }

    @Test("A 400 naming response_format falls back to JSON mode, then to plain text read leniently")
    func formatFallback() async throws {
        let rejected = OpenAIWire.error(
            "response_format json_schema is not supported", type: "invalid_request_error", code: "null")
        let rejectedObject = OpenAIWire.error("Invalid response_format", type: "invalid_request_error", code: "400")
        let transport = OpenAIStubTransport([
            .reply(status: 400, body: rejected, headers: [:]),
            .reply(status: 400, body: rejectedObject, headers: [:]),
            .reply(status: 200, body: OpenAIWire.completion("Here you go: " + Self.picksJSON + " enjoy"), headers: [:]),
        ])
        let (result, _) = await ask(client(transport, streams: false))
        #expect(try result.get() == ChatModelReply(picks: [Self.heat, Self.scream]))
        let formats = transport.sent.map { request in
            (request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["response_format"]
                as? [String: Any])?["type"] as? String
        }
        #expect(formats == ["json_schema", "json_object", nil])
    }

    @Test("A 429 waits exactly its retry-after, then succeeds")
    func retriesRateLimit() async throws {
        let sleeps = SleepLog()
        let limited = OpenAIWire.error("Rate limit reached", type: "requests", code: "\"rate_limit_exceeded\"")
        let transport = OpenAIStubTransport([
            .reply(status: 429, body: limited, headers: ["retry-after": "2"]),
            .reply(status: 200, body: OpenAIWire.completion(Self.picksJSON), headers: [:]),
        ])
        let (result, _) = await ask(client(transport, streams: false, sleeps: sleeps))
        #expect(try result.get().picks == [Self.heat, Self.scream])
        #expect(sleeps.recorded == [.seconds(2)])
    }

    @Test("insufficient_quota is not retried")
    func quotaNotRetried() async {
        let quota = OpenAIWire.error(
            "You exceeded your current quota", type: "insufficient_quota", code: "\"insufficient_quota\"")
        let sleeps = SleepLog()
        let transport = OpenAIStubTransport([.reply(status: 429, body: quota, headers: ["retry-after": "1"])])
        let (result, _) = await ask(client(transport, streams: false, sleeps: sleeps))
        #expect(result == .failure(.quotaExhausted))
        #expect(sleeps.recorded == [])
    }

    @Test("5xx is retried twice with the SDK's backoff, then reported")
    func serverFailuresAreBounded() async {
        let sleeps = SleepLog()
        let failing = OpenAIStubTransport(Array(repeating: .reply(status: 503, body: "{}", headers: [:]), count: 3))
        let (result, _) = await ask(client(failing, streams: false, sleeps: sleeps))
        #expect(result == .failure(.server(status: 503)))
        #expect(sleeps.recorded == [.milliseconds(500), .seconds(1)])
    }

    @Test(
        "Each error status maps to its own failure, a numeric error code decodes, and the key never leaks",
        arguments: [
            (
                401, OpenAIWire.error("Incorrect API key provided: \(key)", type: "invalid_request_error", code: "401"),
                ChatModelError.unauthorized(status: 401)
            ),
            (403, OpenAIWire.error("Country not supported", type: "x", code: "null"), .unauthorized(status: 403)),
            (
                404,
                OpenAIWire.error(
                    "The model does not exist", type: "invalid_request_error", code: "\"model_not_found\""),
                .modelNotFound(model: "fake-model")
            ),
            (
                422, OpenAIWire.error("Bad thing with \(key)", type: "x", code: "7"),
                .rejected(status: 422, message: "Bad thing with [redacted]")
            ),
        ])
    func errorStatuses(status: Int, body: String, expected: ChatModelError) async {
        let transport = OpenAIStubTransport([.reply(status: status, body: body, headers: [:])])
        let (result, _) = await ask(client(transport, streams: false))
        #expect(result == .failure(expected))
        #expect(!"\(result)".contains(Self.key))
    }

    @Test("An error object inside a 200 stream fails the reply, after the picks before it were handed over")
    func errorMidStream() async {
        let body =
            OpenAIWire.delta("{\"picks\":[{\"title\":\"Heat\",\"year\":1995,\"reason\":\"Cops — “robbers”\"},")
            + "data: {\"error\":{\"message\":\"overloaded\",\"type\":\"server_error\",\"code\":503}}\n\n"
        let transport = OpenAIStubTransport([
            .stream(status: 200, chunks: [Data(body.utf8)], headers: [:], failure: nil)
        ])
        let (result, seen) = await ask(client(transport, streams: true))
        #expect(result == .failure(.streamError(message: "overloaded")))
        #expect(seen == [Self.heat])
    }

    @Test("finish_reason length keeps the complete picks and says the reply was cut")
    func lengthCut() async throws {
        let content = "{\"picks\":[{\"title\":\"Heat\",\"year\":1995,\"reason\":\"Cops — “robbers”\"},{\"title\":\"Sc"
        let transport = OpenAIStubTransport([
            .stream(
                status: 200, chunks: [Data(OpenAIWire.stream(content, finish: "length").utf8)], headers: [:],
                failure: nil)
        ])
        let (result, _) = await ask(client(transport, streams: true))
        #expect(try result.get() == ChatModelReply(picks: [Self.heat], unreadable: 0, wasCut: true))
    }

    @Test("A stream cut by the network after a pick keeps that pick and reports the cut")
    func networkCut() async throws {
        let content = "{\"picks\":[{\"title\":\"Heat\",\"year\":1995,\"reason\":\"Cops — “robbers”\"},{\"ti"
        var body = ""
        for delta in [content] { body += OpenAIWire.delta(delta) }
        let transport = OpenAIStubTransport([
            .stream(status: 200, chunks: [Data(body.utf8)], headers: [:], failure: .offline(reason: .other("reset")))
        ])
        let (result, _) = await ask(client(transport, streams: true))
        #expect(try result.get() == ChatModelReply(picks: [Self.heat], unreadable: 0, wasCut: true))
    }

    @Test("OpenAI without a key fails before sending anything")
    func missingKey() async {
        let transport = OpenAIStubTransport([])
        let openAI = OpenAIChatClient(
            configuration: OpenAIConfiguration(), transport: transport, streams: false, sleep: { _ in })
        let result: Result<ChatModelReply, ChatModelError>
        do { result = .success(try await openAI.picks(for: Self.conversation, taste: Self.taste) { _ in }) } catch {
            result = .failure(error)
        }
        #expect(result == .failure(.missingKey))
        #expect(transport.sent.isEmpty)
    }

    @Test("Transport failures become unreachable or timed out, without retrying")
    func transportFailures() async {
        let transport = OpenAIStubTransport([.fail(.offline(reason: .other("connection refused")))])
        let (result, _) = await ask(client(transport, streams: true))
        #expect(result == .failure(.unreachable(reason: .other("connection refused"))))
    }
}
