/// An error body: `{"error": {"message", "type", "param", "code"}}`, or vLLM's top-level `{"message"}`.
///
/// `code` is a string at OpenAI and a number at llama.cpp; both decode.
struct OpenAIErrorBodyDTO: Decodable {
    struct Detail: Decodable {
        let message: String?
        let type: String?
        let code: FlexibleCode?
    }

    /// A code that is a string or a number on the wire.
    struct FlexibleCode: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                text = String(number)
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    let error: Detail?
    let message: String?

    /// The most telling words in the body.
    var text: String { error?.message ?? message ?? "" }

    /// Whether the body says the account has no quota left.
    var isQuotaExhausted: Bool {
        error?.code?.text == "insufficient_quota" || error?.type == "insufficient_quota"
    }
}
