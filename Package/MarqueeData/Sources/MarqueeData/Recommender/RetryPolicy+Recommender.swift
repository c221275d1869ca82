extension RetryPolicy {
    /// One retry, a second later, when a gateway answers 502, 503 or 504: what a waking free-tier host does.
    ///
    /// Connection failures and time-outs are not retried: a service that is down should fall back at once,
    /// and a cold start already had the long first deadline.
    static let recommender = RetryPolicy(
        maxAttempts: 2,
        baseDelay: .seconds(1),
        maxWait: .seconds(5),
        retryStatuses: [502, 503, 504],
        retriesNetworkFailures: false
    )
}
