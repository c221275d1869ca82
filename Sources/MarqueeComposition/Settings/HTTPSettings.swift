import MarqueeCommands
import MarqueeData

/// How patient the CLI is with the iTunes store: the deadline per attempt and the number of attempts.
///
/// The defaults suit a person waiting at a terminal. Tests shorten them through `MARQUEE_HTTP_TIMEOUT_MS`
/// (1–120000) and `MARQUEE_HTTP_ATTEMPTS` (1–5); other values are ignored.
struct HTTPSettings: Sendable {
    /// The time allowed for one attempt.
    let deadline: Duration
    /// Which failures are retried, and how often.
    let retry: RetryPolicy

    init(environment: [String: String]) {
        let milliseconds = environment["MARQUEE_HTTP_TIMEOUT_MS"].flatMap(Int.init).flatMap {
            (1...120_000).contains($0) ? $0 : nil
        }
        deadline = milliseconds.map { .milliseconds($0) } ?? ShopAccess.defaultDeadline
        var retry = RetryPolicy.iTunes
        // Two attempts: Discover asks eight charts at once, and 8 × 2 stays within iTunes' 20 requests a minute,
        // so a failing store can never make a command wait a minute for the rate limiter.
        retry.maxAttempts = 2
        // An unreachable or silent store is not retried: the cache or the bundled catalog answers at once instead.
        retry.retriesNetworkFailures = false
        if let attempts = environment["MARQUEE_HTTP_ATTEMPTS"].flatMap(Int.init), (1...5).contains(attempts) {
            retry.maxAttempts = attempts
        }
        self.retry = retry
    }
}
