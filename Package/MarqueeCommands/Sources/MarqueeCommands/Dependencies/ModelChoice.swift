/// What `ask` and `chat`'s flags say about the language model.
public struct ModelChoice: Sendable, Equatable {
    /// `--base-url`, which wins over the environment and the settings file.
    public var baseURL: String?
    /// `--model`, which wins over the environment and the settings file.
    public var model: String?
    /// Whether to stream the reply.
    public var streams: Bool
    /// `--online`: build the client even with nothing configured, so a missing key is reported.
    public var required: Bool

    /// Creates a choice; the defaults are the full-screen app's: stream, and answer offline when nothing is set.
    /// - Parameters:
    ///   - baseURL: `--base-url`.
    ///   - model: `--model`.
    ///   - streams: whether to stream the reply.
    ///   - required: `--online`.
    public init(baseURL: String? = nil, model: String? = nil, streams: Bool = true, required: Bool = false) {
        self.baseURL = baseURL
        self.model = model
        self.streams = streams
        self.required = required
    }
}
