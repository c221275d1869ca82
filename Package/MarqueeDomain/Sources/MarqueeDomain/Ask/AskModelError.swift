/// Why asking a model for films failed: the model, or the catalog or profile it is grounded in.
public enum AskModelError: Error, Hashable, Sendable {
    /// The model could not answer.
    case model(ChatModelError)
    /// The catalog or profile could not be read.
    case feed(SourceError)
}
