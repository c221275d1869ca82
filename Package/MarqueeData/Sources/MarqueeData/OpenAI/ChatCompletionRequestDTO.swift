/// The body of `POST /v1/chat/completions`, exactly as the wire spells it.
struct ChatCompletionRequestDTO: Encodable {
    struct Message: Encodable, Equatable {
        let role: String
        let content: String
    }

    struct StreamOptions: Encodable {
        let includeUsage: Bool

        enum CodingKeys: String, CodingKey {
            case includeUsage = "include_usage"
        }
    }

    let model: String
    let messages: [Message]
    let responseFormat: ResponseFormatDTO?
    let stream: Bool
    let streamOptions: StreamOptions?
    let temperature: Double

    enum CodingKeys: String, CodingKey {
        case model, messages, stream, temperature
        case responseFormat = "response_format"
        case streamOptions = "stream_options"
    }
}
