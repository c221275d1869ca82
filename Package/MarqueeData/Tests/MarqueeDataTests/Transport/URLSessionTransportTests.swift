import Foundation
import MarqueeData
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1))) struct URLSessionTransportTests {
    @Test(
        "A response of any status comes back whole: status, lower-cased headers and readable body",
        arguments: [200, 404, 500])
    func statusPassesThrough(status: Int) async throws {
        let host = StubHost([.status(status, body: "body \(status)", headers: ["X-Trace": "t1"])])

        let response = try await StubHost.transport().send(host.request())

        #expect(response == HTTPResponse(status: status, headers: ["x-trace": "t1"], body: Data("body \(status)".utf8)))
    }

    @Test("The request goes out with its method, headers and body")
    func requestIsSentAsDescribed() async throws {
        let host = StubHost([.status(201)])
        let request = HTTPRequest(
            method: "POST",
            url: host.url("/v1/recommend?k=5"),
            headers: ["Content-Type": "application/json", "X-Api-Key": "secret"],
            body: Data(#"{"liked":[1]}"#.utf8),
            retry: .none
        )

        _ = try await StubHost.transport().send(request)

        let sent = try #require(host.requests.first)
        #expect(host.requests.count == 1)
        #expect(sent.method == "POST")
        #expect(sent.url == host.url("/v1/recommend?k=5"))
        #expect(sent.headers["Content-Type"] == "application/json")
        #expect(sent.headers["X-Api-Key"] == "secret")
        #expect(sent.body == Data(#"{"liked":[1]}"#.utf8))
    }

    @Test(
        "A URLError from the network comes out as the TransportError it stands for",
        arguments: [
            (URLError.Code.notConnectedToInternet, TransportError.offline(reason: .noConnection)),
            (.cannotConnectToHost, .offline(reason: .cannotConnect)),
            (.networkConnectionLost, .offline(reason: .connectionLost)),
            (.cannotFindHost, .offline(reason: .hostNotFound)),
            (.dnsLookupFailed, .offline(reason: .hostNotFound)),
            (.timedOut, .timedOut(after: .seconds(10))),
            (.cancelled, .cancelled),
        ]
    )
    func urlErrorsAreTranslated(code: URLError.Code, expected: TransportError) async {
        let host = StubHost([.fail(code)])

        await #expect(throws: expected) {
            try await StubHost.transport().send(host.request())
        }
    }

    @Test("A server that never answers fails with timedOut at a sub-second deadline, and the request is stopped")
    func deadlineTimesOut() async {
        let host = StubHost([.hang])

        await #expect(throws: TransportError.timedOut(after: .milliseconds(300))) {
            try await StubHost.transport().send(host.request(deadline: .milliseconds(300)))
        }
        await host.stopped.wait()
        #expect(host.stopped.isOpen)
    }

    @Test("A body that stalls past the deadline after the head also fails with timedOut")
    func stalledBodyTimesOut() async {
        let gate = StubGate()
        let host = StubHost([.reply(status: 200, headers: [:], body: [.text("part"), .wait(gate)])])

        await #expect(throws: TransportError.timedOut(after: .milliseconds(300))) {
            try await StubHost.transport().send(host.request(deadline: .milliseconds(300)))
        }
    }

    @Test("Cancelling the calling task ends the request with cancelled and stops it")
    func callerCancellation() async {
        let host = StubHost([.hang])
        let transport = StubHost.transport()

        let call = Task { try await transport.send(host.request(deadline: .seconds(30))) }
        while host.requests.isEmpty { await Task.yield() }
        call.cancel()

        await #expect(throws: TransportError.cancelled) { try await call.value }
        await host.stopped.wait()
    }

    @Test("A Content-Length above the cap fails with tooLarge before the body is read")
    func contentLengthOverCap() async {
        let gate = StubGate()
        let body: [StubChunk] = [.wait(gate), .bytes(Data(count: 2_000))]
        let host = StubHost([.reply(status: 200, headers: ["Content-Length": "2000"], body: body)])

        await #expect(throws: TransportError.tooLarge(limit: 1_000)) {
            try await StubHost.transport().send(host.request(maxResponseBytes: 1_000))
        }
        #expect(!gate.isOpen)
    }

    @Test("A body without Content-Length that grows past the cap fails with tooLarge as soon as it does")
    func streamedBytesOverCap() async {
        let gate = StubGate()
        let chunks: [StubChunk] = [.bytes(Data(count: 600)), .bytes(Data(count: 600)), .wait(gate), .text("never")]
        let host = StubHost([.reply(status: 200, headers: [:], body: chunks)])

        await #expect(throws: TransportError.tooLarge(limit: 1_000)) {
            try await StubHost.transport().send(host.request(maxResponseBytes: 1_000))
        }
        await host.stopped.wait()
    }

    @Test("A body of exactly the cap is accepted")
    func bodyAtCapIsAccepted() async throws {
        let host = StubHost([
            .reply(status: 200, headers: [:], body: [.bytes(Data(count: 500)), .bytes(Data(count: 500))])
        ])

        let response = try await StubHost.transport().send(host.request(maxResponseBytes: 1_000))

        #expect(response == HTTPResponse(status: 200, body: Data(count: 1_000)))
    }
}
