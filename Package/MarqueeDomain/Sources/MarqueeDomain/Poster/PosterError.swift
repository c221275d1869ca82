/// Why a poster could not be had; the caller shows the text without it.
public enum PosterError: Error, Equatable, Sendable {
    /// The network or the server failed, or answered something that is not the format asked for.
    case unavailable(reason: String)
}
