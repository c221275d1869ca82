/// Why a language model could not answer; each case maps to one message saying what to do next.
public enum ChatModelError: Error, Hashable, Sendable {
    /// A model was required but no API key is configured.
    case missingKey
    /// The server refused the key (401 or 403).
    case unauthorized(status: Int)
    /// The server does not know the model.
    case modelNotFound(model: String)
    /// The server kept rate limiting after the allowed retries.
    case rateLimited
    /// The account has no quota left; retrying cannot help.
    case quotaExhausted
    /// The server failed (5xx) after the allowed retries.
    case server(status: Int)
    /// The server rejected the request for another reason.
    case rejected(status: Int, message: String)
    /// The server could not be reached.
    case unreachable(reason: NetworkProblem)
    /// The server did not answer in time.
    case timedOut
    /// The server sent an error object inside a successful stream.
    case streamError(message: String)
    /// The reply could not be read at all.
    case malformed(reason: String)
    /// The request was cancelled.
    case cancelled

    /// Whether the offline engine may answer instead when no model was explicitly required.
    public var allowsOfflineFallback: Bool {
        switch self {
        case .unreachable, .timedOut, .server: true
        default: false
        }
    }
}
