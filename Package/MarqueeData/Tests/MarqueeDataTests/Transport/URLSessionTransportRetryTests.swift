import Foundation
import MarqueeData
import Testing

@Suite(.timeLimit(.minutes(1))) struct URLSessionTransportRetryTests {
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

    @Test("503, 503, then 200 succeeds on the third attempt after waits that double, with jitter")
    func retriesUntilSuccess() async throws {
        let host = StubHost([.status(503), .status(503), .status(200, body: "ok")])
        let waits = SleepRecorder()

        let response = try await StubHost.transport(sleep: { waits.sleep($0) }, jitter: { 0.5 })
            .send(host.request(retry: Self.policy()))

        #expect(response == HTTPResponse(status: 200, body: Data("ok".utf8)))
        #expect(host.requests.count == 3)
        #expect(waits.recorded == [.milliseconds(750), .milliseconds(1_500)])
    }

    @Test("A Retry-After header sets the wait instead of the backoff")
    func honoursRetryAfter() async throws {
        let host = StubHost([.status(429, headers: ["Retry-After": "2"]), .status(200)])
        let waits = SleepRecorder()

        let response = try await StubHost.transport(sleep: { waits.sleep($0) }).send(host.request(retry: Self.policy()))

        #expect(response.status == 200)
        #expect(waits.recorded == [.seconds(2)])
    }

    @Test("A Retry-After longer than maxWait waits only maxWait")
    func retryAfterIsCapped() async throws {
        let host = StubHost([.status(503, headers: ["Retry-After": "3600"]), .status(200)])
        let waits = SleepRecorder()

        _ = try await StubHost.transport(sleep: { waits.sleep($0) }).send(host.request(retry: Self.policy()))

        #expect(waits.recorded == [.seconds(10)])
    }

    @Test(
        "403 is retried only when the policy lists it, as iTunes' throttling needs",
        arguments: [(Set([403, 503]), 2), (Set([503]), 1)]
    )
    func forbiddenRetriedOnlyWhenListed(statuses: Set<Int>, expectedAttempts: Int) async throws {
        let host = StubHost(Array(repeating: .status(403, body: "throttled"), count: expectedAttempts))

        let response = try await StubHost.transport(sleep: { _ in })
            .send(host.request(retry: Self.policy(attempts: 2, statuses: statuses)))

        #expect(response == HTTPResponse(status: 403, body: Data("throttled".utf8)))
        #expect(host.requests.count == expectedAttempts)
    }

    @Test("A server that always fails gets exactly maxAttempts requests, and its last response comes back")
    func retriesAreBounded() async throws {
        let host = StubHost([.status(500, body: "1"), .status(500, body: "2"), .status(500, body: "3")])
        let waits = SleepRecorder()

        let response = try await StubHost.transport(sleep: { waits.sleep($0) }).send(host.request(retry: Self.policy()))

        #expect(response == HTTPResponse(status: 500, body: Data("3".utf8)))
        #expect(host.requests.count == 3)
        #expect(waits.recorded.count == 2)
    }

    @Test("The none policy never retries, neither a retryable status nor a connection failure")
    func nonePolicyNeverRetries() async throws {
        let busy = StubHost([.status(503)])
        let down = StubHost([.fail(.cannotConnectToHost)])
        let transport = StubHost.transport()

        #expect(try await transport.send(busy.request(retry: .none)).status == 503)
        await #expect(throws: TransportError.offline(reason: .cannotConnect)) {
            try await transport.send(down.request(retry: .none))
        }
        #expect(busy.requests.count == 1)
        #expect(down.requests.count == 1)
    }

    @Test("Connection failures are retried when the policy says so, and thrown at once when it does not")
    func networkFailuresFollowPolicy() async throws {
        let retried = StubHost([.fail(.networkConnectionLost), .status(200)])
        let notRetried = StubHost([.fail(.networkConnectionLost)])
        let transport = StubHost.transport(sleep: { _ in })

        #expect(try await transport.send(retried.request(retry: Self.policy())).status == 200)
        await #expect(throws: TransportError.offline(reason: .connectionLost)) {
            try await transport.send(notRetried.request(retry: Self.policy(networkFailures: false)))
        }
        #expect(retried.requests.count == 2)
        #expect(notRetried.requests.count == 1)
    }

    @Test("An attempt that times out is retried, and a later answer wins")
    func timedOutAttemptIsRetried() async throws {
        let host = StubHost([.fail(.timedOut), .status(200, body: "second")])

        let response = try await StubHost.transport(sleep: { _ in }).send(host.request(retry: Self.policy()))

        #expect(response == HTTPResponse(status: 200, body: Data("second".utf8)))
    }

    @Test("Errors that are not about the connection, such as tooLarge, are never retried")
    func tooLargeIsNotRetried() async {
        let host = StubHost([.reply(status: 200, headers: ["Content-Length": "50"], body: [.bytes(Data(count: 50))])])

        await #expect(throws: TransportError.tooLarge(limit: 10)) {
            try await StubHost.transport().send(host.request(retry: Self.policy(), maxResponseBytes: 10))
        }
        #expect(host.requests.count == 1)
    }

    @Test("Cancellation during a backoff wait ends the send with cancelled and sends nothing more")
    func cancelledDuringBackoff() async {
        let host = StubHost([.status(503)])

        await #expect(throws: TransportError.cancelled) {
            try await StubHost.transport(sleep: { _ in throw CancellationError() }).send(
                host.request(retry: Self.policy()))
        }
        #expect(host.requests.count == 1)
    }
}
