extension RetryPolicy {
    /// The wait before retry number `retry` (1 for the first retry).
    ///
    /// A server's `Retry-After` wins over the backoff. Otherwise the backoff is `baseDelay × 2^(retry-1)` with
    /// "equal jitter": at least half of it, plus a random part of the other half, so a crowd of clients spreads
    /// out without any of them retrying sooner than half the backoff. Both are capped by `maxWait`.
    func delay(beforeRetry retry: Int, retryAfter: Duration?, jitter: Double) -> Duration {
        if let retryAfter { return min(retryAfter, maxWait) }
        let backoff = baseDelay * (1 << min(max(retry - 1, 0), 30))
        let half = backoff / 2
        return min(half + half * min(max(jitter, 0), 1), maxWait)
    }
}
