import Foundation
import MarqueeData
import Testing

@Suite(.timeLimit(.minutes(1))) struct RequestRateLimiterTests {
    private static func limiter(_ clock: ManualClock, limit: Int = 20, window: Duration = .seconds(60))
        -> RequestRateLimiter
    {
        RequestRateLimiter(limit: limit, per: window, now: { clock.now }, sleep: { clock.sleep($0) })
    }

    @Test("Twenty requests start at once and the twenty-first waits for the window to pass")
    func twentyFirstWaits() async throws {
        let clock = ManualClock()
        let limiter = Self.limiter(clock)

        for _ in 0..<20 { try await limiter.waitForSlot() }
        let sleepsAfterTwenty = clock.sleeps
        try await limiter.waitForSlot()

        #expect(sleepsAfterTwenty == [])
        #expect(clock.sleeps == [.seconds(60)])
    }

    @Test("However many requests come, no window of 60 s ever holds more than 20 starts")
    func neverMoreThanLimitPerWindow() async throws {
        let clock = ManualClock()
        let limiter = Self.limiter(clock)

        var starts: [Duration] = []
        for index in 0..<75 {
            if index == 30 { clock.sleep(.seconds(7)) }
            try await limiter.waitForSlot()
            starts.append(clock.now)
        }

        let busiest = starts.map { start in starts.count { $0 >= start && $0 < start + .seconds(60) } }.max()
        #expect(busiest == 20)
        #expect(starts.last == .seconds(187))
    }

    @Test("A waiter that is cancelled gives its slot back to the next request")
    func cancelledWaiterReleasesSlot() async throws {
        let clock = ManualClock()
        let cancelling = RequestRateLimiter(
            limit: 1,
            per: .seconds(10),
            now: { clock.now },
            sleep: { _ in throw CancellationError() }
        )

        try await cancelling.waitForSlot()
        await #expect(throws: TransportError.cancelled) { try await cancelling.waitForSlot() }
        clock.sleep(.seconds(10))
        try await cancelling.waitForSlot()

        #expect(clock.now == .seconds(10))
    }

    @Test("A rate-limited transport waits for a slot before every attempt, retries included")
    func rateLimitedTransportWaitsPerAttempt() async throws {
        try await FaultServer.with { server in
            let clock = ManualClock()
            let transport = RateLimitedTransport(
                base: CurlTransport(sleep: { _ in Issue.record("Unexpected wait") }),
                limiter: Self.limiter(clock, limit: 1, window: .seconds(10)),
                sleep: { clock.sleep($0) },
                jitter: { 0.5 }
            )
            let policy = RetryPolicy(
                maxAttempts: 3, baseDelay: .seconds(1), maxWait: .seconds(30), retryStatuses: [503],
                retriesNetworkFailures: true
            )

            let response = try await transport.send(
                HTTPRequest(url: server.url("/sequence/limited?codes=503,200"), retry: policy))

            #expect(response.body == Data(#"{"key": "limited", "call": 2, "status": 200}"#.utf8))
            // The backoff (0.75 s), then the rest of the 10 s window before the second attempt's slot.
            #expect(clock.sleeps == [.milliseconds(750), .milliseconds(9_250)])
        }
    }
}
