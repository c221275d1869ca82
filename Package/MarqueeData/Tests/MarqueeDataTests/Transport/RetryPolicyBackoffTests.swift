import Testing

@testable import MarqueeData

@Suite struct RetryPolicyBackoffTests {
    private let policy = RetryPolicy(
        maxAttempts: 6,
        baseDelay: .seconds(1),
        maxWait: .seconds(10),
        retryStatuses: [503],
        retriesNetworkFailures: true
    )

    @Test(
        "The backoff doubles with each retry and its jitter keeps at least half of it",
        arguments: [
            (1, 0.0, Duration.milliseconds(500)),
            (1, 0.5, .milliseconds(750)),
            (1, 1.0, .seconds(1)),
            (2, 0.0, .seconds(1)),
            (2, 0.5, .milliseconds(1_500)),
            (3, 0.5, .seconds(3)),
            (4, 0.0, .seconds(4)),
        ]
    )
    func backoffDoublesWithJitter(retry: Int, jitter: Double, expected: Duration) {
        #expect(policy.delay(beforeRetry: retry, retryAfter: nil, jitter: jitter) == expected)
    }

    @Test("The backoff never exceeds maxWait, however many retries")
    func backoffIsCapped() {
        #expect(policy.delay(beforeRetry: 5, retryAfter: nil, jitter: 0.9) == .seconds(10))
        #expect(policy.delay(beforeRetry: 1_000, retryAfter: nil, jitter: 0.9) == .seconds(10))
    }

    @Test("A server's Retry-After replaces the backoff, capped by maxWait")
    func retryAfterWins() {
        #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(2), jitter: 0.5) == .seconds(2))
        #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(120), jitter: 0.5) == .seconds(10))
    }

    @Test("The standard policy waits 0.5 s then 1 s before its retries, less jitter")
    func standardPolicyWaits() {
        #expect(RetryPolicy.standard.delay(beforeRetry: 1, retryAfter: nil, jitter: 1) == .milliseconds(500))
        #expect(RetryPolicy.standard.delay(beforeRetry: 2, retryAfter: nil, jitter: 1) == .seconds(1))
    }
}
