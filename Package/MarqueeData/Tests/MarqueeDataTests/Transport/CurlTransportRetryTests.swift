import Foundation
import MarqueeData
import Testing

/// The retry policy as CurlTransport runs it, against Scripts/fault-server.py's scripted sequences: each
/// response's body says which call it answered.
@Suite(.timeLimit(.minutes(1))) struct CurlTransportRetryTests {
    private static func policy(
        attempts: Int = 3,
        statuses: Set<Int> = [429, 500, 503],
        networkFailures: Bool = true
    ) -> RetryPolicy {
        RetryPolicy(
            maxAttempts: attempts,
            baseDelay: .seconds(1),
            maxWait: .seconds(10),
            retryStatuses: statuses,
            retriesNetworkFailures: networkFailures
        )
    }

    private static func request(_ url: URL, retry: RetryPolicy, deadline: Duration = .seconds(10)) -> HTTPRequest {
        HTTPRequest(url: url, deadline: deadline, retry: retry)
    }

    private static func answer(key: String, call: Int, status: Int) -> Data {
        Data(#"{"key": "\#(key)", "call": \#(call), "status": \#(status)}"#.utf8)
    }

    @Test("503, 503, then 200 succeeds on the third attempt after waits that double, with jitter")
    func retriesUntilSuccess() async throws {
        try await FaultServer.with { server in
            let waits = SleepRecorder()

            let response = try await CurlTransport(sleep: { waits.sleep($0) }, jitter: { 0.5 })
                .send(Self.request(server.url("/sequence/a?codes=503,503,200"), retry: Self.policy()))

            #expect(response.body == Self.answer(key: "a", call: 3, status: 200))
            #expect(waits.recorded == [.milliseconds(750), .milliseconds(1_500)])
        }
    }

    @Test("A Retry-After header sets the wait instead of the backoff, and one past maxWait waits only maxWait")
    func honoursRetryAfter() async throws {
        try await FaultServer.with { server in
            let waits = SleepRecorder()
            let transport = CurlTransport(sleep: { waits.sleep($0) })

            let short = try await transport.send(
                Self.request(server.url("/sequence/b?codes=429,200&retry_after=2"), retry: Self.policy()))
            let long = try await transport.send(
                Self.request(server.url("/sequence/c?codes=503,200&retry_after=3600"), retry: Self.policy()))

            #expect(short.status == 200)
            #expect(long.status == 200)
            #expect(waits.recorded == [.seconds(2), .seconds(10)])
        }
    }

    @Test(
        "403 is retried only when the policy lists it, as iTunes' throttling needs",
        arguments: [(Set([403, 503]), 2), (Set([503]), 1)]
    )
    func forbiddenRetriedOnlyWhenListed(statuses: Set<Int>, expectedAttempts: Int) async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport(sleep: { _ in })
                .send(
                    Self.request(
                        server.url("/sequence/d?codes=403"), retry: Self.policy(attempts: 2, statuses: statuses)))

            #expect(response.body == Self.answer(key: "d", call: expectedAttempts, status: 403))
        }
    }

    @Test("A server that always fails gets exactly maxAttempts requests, and its last response comes back")
    func retriesAreBounded() async throws {
        try await FaultServer.with { server in
            let waits = SleepRecorder()

            let response = try await CurlTransport(sleep: { waits.sleep($0) })
                .send(Self.request(server.url("/sequence/e?codes=500"), retry: Self.policy()))

            #expect(response.body == Self.answer(key: "e", call: 3, status: 500))
            #expect(waits.recorded.count == 2)
        }
    }

    @Test("The none policy never retries, neither a retryable status nor a lost connection")
    func nonePolicyNeverRetries() async throws {
        try await FaultServer.with { server in
            let transport = CurlTransport(sleep: { _ in Issue.record("Unexpected wait") })

            // The reset comes first: libcurl itself sends again once when a connection it reused was reset.
            await #expect(throws: TransportError.self) {
                try await transport.send(Self.request(server.url("/sequence/g?codes=reset,200"), retry: .none))
            }
            let busy = try await transport.send(Self.request(server.url("/sequence/f?codes=503"), retry: .none))
            let after = try await transport.send(Self.request(server.url("/sequence/g?codes=reset,200"), retry: .none))

            #expect(busy.body == Self.answer(key: "f", call: 1, status: 503))
            #expect(after.body == Self.answer(key: "g", call: 2, status: 200))
        }
    }

    @Test("A lost connection is retried when the policy says so, and thrown at once when it does not")
    func networkFailuresFollowPolicy() async throws {
        try await FaultServer.with { server in
            let transport = CurlTransport(sleep: { _ in })

            // The failure comes first: libcurl itself sends again once when a connection it reused was reset.
            await #expect(throws: TransportError.self) {
                try await transport.send(
                    Self.request(server.url("/sequence/i?codes=reset,200"), retry: Self.policy(networkFailures: false)))
            }
            let retried = try await transport.send(
                Self.request(server.url("/sequence/h?codes=reset,200"), retry: Self.policy()))

            #expect(retried.body == Self.answer(key: "h", call: 2, status: 200))
        }
    }

    @Test("An attempt that times out is retried, and a later answer wins")
    func timedOutAttemptIsRetried() async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport(sleep: { _ in })
                .send(
                    Self.request(
                        server.url("/sequence/j?codes=200&delays=6,0"), retry: Self.policy(),
                        deadline: .seconds(2)))

            #expect(response.body == Self.answer(key: "j", call: 2, status: 200))
        }
    }

    @Test("Errors that are not about the connection, such as tooLarge, are never retried")
    func tooLargeIsNotRetried() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.tooLarge(limit: 10)) {
                try await CurlTransport(sleep: { _ in Issue.record("Unexpected wait") })
                    .send(HTTPRequest(url: server.url("/status/200"), retry: Self.policy(), maxResponseBytes: 10))
            }
        }
    }

    @Test("Cancellation during a backoff wait ends the send with cancelled and sends nothing more")
    func cancelledDuringBackoff() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.cancelled) {
                try await CurlTransport(sleep: { _ in throw CancellationError() })
                    .send(Self.request(server.url("/sequence/k?codes=503,200"), retry: Self.policy()))
            }
            let next = try await CurlTransport().send(
                Self.request(server.url("/sequence/k?codes=503,200"), retry: .none))

            #expect(next.body == Self.answer(key: "k", call: 2, status: 200))
        }
    }
}
