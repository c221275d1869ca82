/// The language model's values from the environment, each `nil` when unset or empty.
struct ModelVariables: Sendable {
    /// `OPENAI_API_KEY`.
    let apiKey: String?
    /// `OPENAI_BASE_URL`.
    let baseURL: String?
    /// `OPENAI_MODEL`.
    let model: String?
}
