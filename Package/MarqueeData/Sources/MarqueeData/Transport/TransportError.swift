import MarqueeDomain

/// Why an HTTP exchange failed, in terms every client can map to its own Domain error.
///
/// libcurl's result codes are translated into these in one place (`CurlResult`); clients above see only these.
public enum TransportError: Error, Hashable, Sendable {
    /// No connection could be made: no network, connection refused, DNS failure, connection lost.
    case offline(reason: NetworkProblem)
    /// An attempt ran past its deadline.
    case timedOut(after: Duration)
    /// The server asked us to slow down (429, or iTunes' 403), with how long to wait when it said.
    case rateLimited(retryAfter: Duration?)
    /// The server answered with an error status; `body` is its text, truncated for messages.
    case server(status: Int, body: String)
    /// The server has no such resource (404).
    case notFound
    /// The response was larger than the request allowed.
    case tooLarge(limit: Int)
    /// The body was not the expected shape; `path` is the coding path, such as `feed.entry[3].id`.
    case decodingFailed(path: String, reason: String)
    /// The request was cancelled by its caller.
    case cancelled
}
