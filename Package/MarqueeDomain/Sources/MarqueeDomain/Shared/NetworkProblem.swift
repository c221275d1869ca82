/// Why a server could not be reached, as a fact a message can put in the user's language.
public enum NetworkProblem: Hashable, Sendable {
    /// The machine has no network connection.
    case noConnection
    /// The connection broke before the answer was complete.
    case connectionLost
    /// Nothing accepted the connection (refused, or no route to the server).
    case cannotConnect
    /// The server's name could not be resolved.
    case hostNotFound
    /// The server answered something that is not HTTP.
    case notHTTP
    /// The server closed the connection without answering.
    case closedWithoutAnswer
    /// The address answered that it has no such endpoint (HTTP 404).
    case noSuchEndpoint
    /// No server is configured, so nothing was asked.
    case notConfigured
    /// The system has no HTTP library where Marquee looks for it: `library` names it, `detail` says what the
    /// loader found.
    case noNetworkLibrary(library: String, detail: String)
    /// Anything else, in the system's own words, which only exist in English.
    case other(String)
}
