/// How a transport retries: a bounded number of tries with exponential backoff and jitter.
///
/// `Retry-After` from the server always wins over the computed backoff, up to `maxWait`.
public struct RetryPolicy: Hashable, Sendable {
    /// Attempts in total, including the first; 1 means never retry.
    public var maxAttempts: Int
    /// The wait before the first retry; it doubles on each retry.
    public var baseDelay: Duration
    /// The longest single wait, whatever the server or the backoff says.
    public var maxWait: Duration
    /// Statuses worth retrying.
    ///
    /// Add 403 for iTunes, which throttles with 403 rather than 429.
    public var retryStatuses: Set<Int>
    /// Whether connection failures and attempt timeouts are retried too.
    public var retriesNetworkFailures: Bool

    /// Creates a policy.
    public init(
        maxAttempts: Int,
        baseDelay: Duration,
        maxWait: Duration,
        retryStatuses: Set<Int>,
        retriesNetworkFailures: Bool
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxWait = maxWait
        self.retryStatuses = retryStatuses
        self.retriesNetworkFailures = retriesNetworkFailures
    }

    /// Three attempts on 429, 5xx and connection failures, 0.25–0.5 s then 0.5–1 s apart (backoff with jitter).
    public static let standard = RetryPolicy(
        maxAttempts: 3,
        baseDelay: .milliseconds(500),
        maxWait: .seconds(10),
        retryStatuses: [429, 500, 502, 503, 504],
        retriesNetworkFailures: true
    )

    /// Never retry: for requests that must not be repeated, or callers that retry themselves.
    public static let none = RetryPolicy(
        maxAttempts: 1,
        baseDelay: .zero,
        maxWait: .zero,
        retryStatuses: [],
        retriesNetworkFailures: false
    )
}
