import Foundation
import MarqueeData
import Testing

/// The real CurlTransport against Scripts/fault-server.py on 127.0.0.1: what a stub cannot show.
@Suite(.timeLimit(.minutes(1))) struct FaultServerTransportTests {
    private struct Lookup: Decodable, Equatable {
        struct Result: Decodable, Equatable {
            let trackId: Int
            let trackName: String
        }

        let resultCount: Int
        let results: [Result]
    }

    @Test("A captured iTunes lookup is served byte for byte and decodes")
    func servesFixture() async throws {
        let name = "cinematic-lookup-response.json"
        let expected = try Data(contentsOf: FaultServer.fixtures.appending(path: name))
        try await FaultServer.with { server in
            let response = try await CurlTransport().send(HTTPRequest.test(server.url("/fixtures/\(name)")))

            #expect(response.status == 200)
            #expect(response.body == expected)
            let lookup = try response.decode(Lookup.self)
            #expect(lookup == Lookup(resultCount: 1, results: [.init(trackId: 1_895_068_395, trackName: "Michael")]))
        }
    }

    @Test("A 500 comes back as a response, and validated() turns it into a server error with its body")
    func serverError() async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport().send(HTTPRequest.test(server.url("/status/500")))

            #expect(response.status == 500)
            #expect(throws: TransportError.server(status: 500, body: #"{"status": 500}"#)) { try response.validated() }
        }
    }

    @Test("A 429 with Retry-After is retried after the server's wait and then reported as rateLimited")
    func tooManyRequests() async throws {
        try await FaultServer.with { server in
            let waits = SleepRecorder()
            let transport = CurlTransport(sleep: { waits.sleep($0) })
            let policy = RetryPolicy(
                maxAttempts: 2, baseDelay: .milliseconds(10), maxWait: .seconds(5), retryStatuses: [429],
                retriesNetworkFailures: false
            )

            let response = try await transport.send(
                HTTPRequest.test(server.url("/status/429?retry_after=1"), retry: policy))

            #expect(waits.recorded == [.seconds(1)])
            #expect(throws: TransportError.rateLimited(retryAfter: .seconds(1))) { try response.validated() }
        }
    }

    @Test("A 403 is returned as it is when the policy does not list it")
    func forbidden() async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport(sleep: { _ in Issue.record("Unexpected retry") })
                .send(HTTPRequest.test(server.url("/status/403"), retry: .standard))

            #expect(response.status == 403)
        }
    }

    @Test("A body that arrives after the deadline fails with timedOut")
    func slowBodyTimesOut() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.timedOut(after: .milliseconds(500))) {
                try await CurlTransport().send(
                    HTTPRequest.test(server.url("/slowbody?seconds=5"), deadline: .milliseconds(500)))
            }
        }
    }

    @Test("A head that arrives after the deadline fails with timedOut")
    func slowHeadTimesOut() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.timedOut(after: .milliseconds(500))) {
                try await CurlTransport().send(
                    HTTPRequest.test(server.url("/slow?seconds=5"), deadline: .milliseconds(500)))
            }
        }
    }

    @Test("A body cut short of its Content-Length fails as offline")
    func truncatedBody() async throws {
        try await FaultServer.with { server in
            await #expect {
                try await CurlTransport().send(HTTPRequest.test(server.url("/truncated")))
            } throws: { error in
                guard case .offline = error as? TransportError else { return false }
                return true
            }
        }
    }

    @Test("A body that is not valid JSON fails to decode with decodingFailed")
    func invalidJSON() async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport().send(HTTPRequest.test(server.url("/invalid-json")))

            #expect(response.status == 200)
            #expect {
                try response.decode(Lookup.self)
            } throws: { error in
                guard case .decodingFailed = error as? TransportError else { return false }
                return true
            }
        }
    }

    @Test(
        "A 16 MiB body fails with tooLarge under a 1 MiB cap, with or without Content-Length",
        arguments: ["/huge?mb=16", "/huge?mb=16&chunked=1"]
    )
    func hugeBody(path: String) async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.tooLarge(limit: 1 << 20)) {
                try await CurlTransport().send(HTTPRequest.test(server.url(path), maxResponseBytes: 1 << 20))
            }
        }
    }

    @Test("A port where nothing listens fails as offline, after the policy's retries")
    func connectionRefused() async throws {
        // Port 1 is privileged and unused: connecting to it is refused at once.
        let closed = try #require(URL(string: "http://127.0.0.1:1/status/200"))
        let waits = SleepRecorder()

        await #expect(throws: TransportError.offline(reason: .cannotConnect)) {
            try await CurlTransport(sleep: { waits.sleep($0) }).send(HTTPRequest.test(closed, retry: .standard))
        }
        #expect(waits.recorded.count == 2)
    }

    @Test("503, 503, then 200 from the server succeeds on the third attempt")
    func sequenceRecovers() async throws {
        try await FaultServer.with { server in
            let waits = SleepRecorder()
            let url = server.url("/sequence/recover?codes=503,503,200")

            let response = try await CurlTransport(sleep: { waits.sleep($0) }, jitter: { 0 })
                .send(HTTPRequest.test(url, retry: .standard))

            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"key": "recover", "call": 3, "status": 200}"#)
            #expect(waits.recorded == [.milliseconds(250), .milliseconds(500)])
        }
    }

    @Test("Server-Sent Events arrive as several chunks that together hold every event")
    func serverSentEvents() async throws {
        try await FaultServer.with { server in
            let stream = try await CurlTransport()
                .stream(HTTPRequest.test(server.url("/sse?events=4&gap_ms=150"), deadline: .seconds(5)))
            var chunks: [Data] = []
            for try await chunk in stream.chunks { chunks.append(chunk) }

            let text = String(decoding: chunks.reduce(Data(), +), as: UTF8.self)
            #expect(stream.status == 200)
            #expect(stream.headers["content-type"] == "text/event-stream")
            #expect(chunks.count >= 2)
            #expect(text == (0..<4).map { #"data: {"i": \#($0)}"# + "\n\n" }.joined())
        }
    }

    @Test("A POST body reaches the server intact")
    func postBody() async throws {
        try await FaultServer.with { server in
            let request = HTTPRequest(method: "POST", url: server.url("/echo"), body: Data("hello".utf8), retry: .none)

            let response = try await CurlTransport().send(request)

            let echo = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            #expect(echo?["method"] as? String == "POST")
            #expect(echo?["body"] as? String == "hello")
        }
    }

    @Test("Two hundred requests in a row all succeed over one transport")
    func twoHundredRequests() async throws {
        try await FaultServer.with { server in
            let transport = CurlTransport()
            let url = server.url("/fixtures/cinematic-lookup-empty.json")
            let clock = ContinuousClock()
            var statuses: [Int] = []

            let elapsed = try await clock.measure {
                for _ in 0..<200 { statuses.append(try await transport.send(HTTPRequest.test(url)).status) }
            }

            #expect(statuses == Array(repeating: 200, count: 200))
            // Reported, not asserted: timing depends on the machine.
            print("FaultServerTransportTests: 200 sequential requests took \(elapsed)")
        }
    }
}
