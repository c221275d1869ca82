import Foundation
import MarqueeDomain

/// Asks an OpenAI-compatible Chat Completions server for film picks, streamed or whole.
///
/// Asks for a strict JSON schema first; a 400 naming `response_format` falls back to JSON mode, then to plain
/// text read leniently. 408, 409, 429 and 5xx are retried (at most ``maxRetries`` times) after `retry-after` when
/// the server gives one (up to a minute), else after the official SDK's backoff; `insufficient_quota` is never
/// retried. Nothing is retried once a stream has started. The API key goes into the `Authorization` header only
/// and is scrubbed from every server message that reaches an error.
public struct OpenAIChatClient: ChatModelRepository {
    private let configuration: OpenAIConfiguration
    private let transport: any HTTPTransport
    private let streams: Bool
    /// How many times a failed request is retried.
    public let maxRetries: Int
    private let sleep: @Sendable (Duration) async throws -> Void
    private let jitter: @Sendable () -> Double

    /// Creates a client.
    /// - Parameters:
    ///   - configuration: the server, model and key.
    ///   - transport: the HTTP transport.
    ///   - streams: whether to stream the reply so picks arrive one by one.
    ///   - maxRetries: how many retries a rate limit or server failure gets.
    ///   - sleep: waits between retries; tests pass one that records instead.
    ///   - jitter: a number in 0..<1 that spreads retries.
    public init(
        configuration: OpenAIConfiguration,
        transport: any HTTPTransport,
        streams: Bool,
        maxRetries: Int = 2,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.configuration = configuration
        self.transport = transport
        self.streams = streams
        self.maxRetries = maxRetries
        self.sleep = sleep
        self.jitter = jitter
    }

    /// The configured model's name.
    public var modelName: String { configuration.model }

    /// Asks for picks, falling back through the response formats the server accepts.
    /// - Parameters:
    ///   - conversation: the chat so far, sent after the instructions written from `taste`.
    ///   - taste: how many picks to ask for and what the user likes.
    ///   - onPick: called with each pick as soon as its object is complete.
    /// - Returns: the readable picks, how many could not be read, and whether the reply was cut.
    /// - Throws: `ChatModelError` with no trace of the key.
    public func picks(
        for conversation: ChatConversation, taste: ChatTaste, onPick: @escaping @Sendable (ChatPick) -> Void
    ) async throws(ChatModelError) -> ChatModelReply {
        if configuration.isOpenAI && !configuration.hasKey { throw .missingKey }
        let messages = OpenAIPrompt.messages(for: conversation, taste: taste)
        for format in ResponseFormatDTO.allCases {
            let request = try makeRequest(messages, format: format)
            if let reply = try await send(request, format: format, onPick: onPick) { return reply }
        }
        throw .malformed(reason: "the server accepted no response format")
    }

    private func makeRequest(_ messages: [ChatCompletionRequestDTO.Message], format: ResponseFormatDTO)
        throws(ChatModelError)
        -> HTTPRequest
    {
        let body = ChatCompletionRequestDTO(
            model: configuration.model,
            messages: messages,
            responseFormat: format == .text ? nil : format,
            stream: streams,
            streamOptions: streams ? .init(includeUsage: true) : nil,
            temperature: 0.7
        )
        let data: Data
        do { data = try JSONEncoder().encode(body) } catch { throw .malformed(reason: "request encoding") }
        var headers = [
            "Content-Type": "application/json", "Accept": streams ? "text/event-stream" : "application/json",
        ]
        if let key = configuration.apiKey { headers["Authorization"] = "Bearer \(key)" }
        return HTTPRequest(
            method: "POST", url: configuration.completionsURL, headers: headers, body: data,
            deadline: .seconds(60), retry: .none)
    }

    /// One format's request with retries; `nil` when the server rejected the format.
    private func send(_ request: HTTPRequest, format: ResponseFormatDTO, onPick: @escaping @Sendable (ChatPick) -> Void)
        async throws(ChatModelError) -> ChatModelReply?
    {
        var retries = 0
        while true {
            let failure: (status: Int, headers: [String: String], body: Data)
            if streams {
                let stream: HTTPStream
                do { stream = try await transport.stream(request) } catch { throw Self.translate(error) }
                if stream.status == 200 {
                    return try await OpenAIStreamReader(redactor: redactor).read(stream.chunks, onPick: onPick)
                }
                failure = (stream.status, stream.headers, await Self.collect(stream.chunks))
            } else {
                let response: HTTPResponse
                do { response = try await transport.send(request) } catch { throw Self.translate(error) }
                if response.isSuccess { return try reply(response.body, onPick: onPick) }
                failure = (response.status, response.headers, response.body)
            }
            let body = try? JSONDecoder().decode(OpenAIErrorBodyDTO.self, from: failure.body)
            let text = redactor(body?.text ?? String(decoding: failure.body.prefix(300), as: UTF8.self))
            if failure.status == 400, format != .text, Self.mentionsFormat(text) { return nil }
            if body?.isQuotaExhausted == true { throw .quotaExhausted }
            switch failure.status {
            case 401, 403: throw .unauthorized(status: failure.status)
            case 404: throw .modelNotFound(model: configuration.model)
            case 408, 409, 429, 500...:
                guard retries < maxRetries else {
                    throw failure.status == 429 ? .rateLimited : .server(status: failure.status)
                }
                retries += 1
                do { try await sleep(delay(retry: retries, headers: failure.headers)) } catch { throw .cancelled }
            default: throw .rejected(status: failure.status, message: text)
            }
        }
    }

    private func reply(_ body: Data, onPick: @Sendable (ChatPick) -> Void) throws(ChatModelError) -> ChatModelReply {
        let completion: ChatCompletionDTO
        do { completion = try JSONDecoder().decode(ChatCompletionDTO.self, from: body) } catch {
            throw .malformed(reason: "the reply is not a chat completion")
        }
        let choice = completion.choices?.first
        guard let content = choice?.message?.content else {
            if let refusal = choice?.message?.refusal { throw .rejected(status: 200, message: redactor(refusal)) }
            throw .malformed(reason: "the reply has no content")
        }
        var parser = IncrementalPicksParser()
        let picks = parser.feed(content)
        picks.forEach(onPick)
        return ChatModelReply(
            picks: picks, unreadable: parser.unreadable,
            wasCut: choice?.finishReason == "length" || parser.isInsidePick)
    }

    private func delay(retry: Int, headers: [String: String]) -> Duration {
        if let milliseconds = headers["retry-after-ms"].flatMap(Double.init), milliseconds > 0, milliseconds <= 60_000 {
            return .milliseconds(Int(milliseconds))
        }
        if let after = RetryAfter.parse(headers["retry-after"]), after > .zero, after <= .seconds(60) { return after }
        let base = min(0.5 * pow(2, Double(retry - 1)), 8)
        return .milliseconds(Int(base * (1 - 0.25 * jitter()) * 1000))
    }

    private var redactor: OpenAIRedactor { OpenAIRedactor(secret: configuration.apiKey) }

    private static func mentionsFormat(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["response_format", "json_schema", "json_object", "structured output"].contains { lowered.contains($0) }
    }

    private static func collect(_ chunks: AsyncThrowingStream<Data, any Error>) async -> Data {
        var data = Data()
        do {
            for try await chunk in chunks where data.count < 64 << 10 { data.append(chunk) }
        } catch {
            // An error body cut short still says enough; the status decides what happens next.
        }
        return data
    }

    static func translate(_ error: TransportError) -> ChatModelError {
        switch error {
        case .offline(let reason): .unreachable(reason: reason)
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .rateLimited: .rateLimited
        case .server(let status, _): .server(status: status)
        case .notFound: .unreachable(reason: .noSuchEndpoint)
        case .tooLarge(let limit): .malformed(reason: "the reply is larger than \(limit) bytes")
        case .decodingFailed(_, let reason): .malformed(reason: reason)
        }
    }
}
