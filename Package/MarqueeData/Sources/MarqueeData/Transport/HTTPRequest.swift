import Foundation

/// One HTTP request as Marquee's clients describe it, before any transport touches it.
///
/// Deadlines and retries travel with the request because each service needs its own: a cold-starting
/// recommender gets a long first deadline, iTunes gets a polite retry budget, a stream gets an idle timeout.
public struct HTTPRequest: Hashable, Sendable {
    /// The method, such as `GET` or `POST`.
    public var method: String
    /// The full URL, built by the service's endpoint type.
    public var url: URL
    /// Request headers.
    ///
    /// Never log them: they may hold an API key.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?
    /// The total time allowed for one attempt, enforced by the transport's own timer, to the millisecond.
    public var deadline: Duration
    /// Which failures are retried, how often, and how long to wait between tries.
    public var retry: RetryPolicy
    /// The largest response body accepted; a larger one fails with ``TransportError/tooLarge(limit:)``.
    public var maxResponseBytes: Int

    /// Creates a request with sensible defaults: 15 s per attempt, the default retry policy, 8 MiB responses.
    public init(
        method: String = "GET",
        url: URL,
        headers: [String: String] = [:],
        body: Data? = nil,
        deadline: Duration = .seconds(15),
        retry: RetryPolicy = .standard,
        maxResponseBytes: Int = 8 << 20
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.deadline = deadline
        self.retry = retry
        self.maxResponseBytes = maxResponseBytes
    }
}
