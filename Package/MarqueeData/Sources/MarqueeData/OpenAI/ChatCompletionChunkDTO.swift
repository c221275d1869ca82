/// One streamed event: a delta of the reply, the closing usage chunk, or an error sent inside a 200.
struct ChatCompletionChunkDTO: Decodable {
    struct Choice: Decodable {
        struct Delta: Decodable {
            let content: String?
        }

        let delta: Delta?
        let finishReason: String?

        enum CodingKeys: String, CodingKey {
            case delta
            case finishReason = "finish_reason"
        }
    }

    let choices: [Choice]?
    let error: OpenAIErrorBodyDTO.Detail?
}
