extension RetryPolicy {
    /// Retries for Apple's iTunes host: 403 counts as throttling (Apple sends it instead of 429).
    ///
    /// Two retries at most, a second then two apart (with the transport's jitter), and never a wait longer
    /// than five seconds: a command-line user is waiting, and the caching decorator serves the last good
    /// answer when the store keeps refusing.
    public static let iTunes = RetryPolicy(
        maxAttempts: 3,
        baseDelay: .seconds(1),
        maxWait: .seconds(5),
        retryStatuses: [403, 429, 500, 502, 503, 504],
        retriesNetworkFailures: true
    )
}
