import Foundation
import Testing

@testable import MarqueeData

/// The real CurlTransport against Scripts/fault-server.py on 127.0.0.1: requests, deadlines, caps and the web's
/// ordinary turns (redirects, compression, resets, TLS), and what cancelling and waiting cost.
@Suite(.timeLimit(.minutes(1))) struct CurlTransportTests {
    private struct Echo: Decodable, Equatable {
        let method: String
        let path: String
        let headers: [String: String]
        let body: String
    }

    @Test(
        "A response of any status comes back whole: status, lower-cased headers and body", arguments: [200, 404, 500])
    func statusPassesThrough(status: Int) async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport().send(HTTPRequest.test(server.url("/status/\(status)")))

            #expect(response.status == status)
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.body == Data(#"{"status": \#(status)}"#.utf8))
        }
    }

    @Test("The request goes out with its method, headers and body", arguments: ["POST", "PUT"])
    func requestIsSentAsDescribed(method: String) async throws {
        try await FaultServer.with { server in
            let request = HTTPRequest(
                method: method,
                url: server.url("/echo?k=5"),
                headers: ["Content-Type": "application/json", "X-Api-Key": "secret"],
                body: Data(#"{"liked":[1]}"#.utf8),
                retry: .none
            )

            let echo = try await CurlTransport().send(request).decode(Echo.self)

            #expect(echo.method == method)
            #expect(echo.path == "/echo?k=5")
            #expect(echo.headers["content-type"] == "application/json")
            #expect(echo.headers["x-api-key"] == "secret")
            #expect(echo.headers["expect"] == nil)
            #expect(echo.body == #"{"liked":[1]}"#)
        }
    }

    @Test("A 307 is followed with the POST's method and body, and a 302 to a GET with none")
    func redirectsAreFollowed() async throws {
        try await FaultServer.with { server in
            let post = HTTPRequest(
                method: "POST", url: server.url("/redirect?status=307&to=/echo"), body: Data("form".utf8),
                retry: .none)

            let echo = try await CurlTransport().send(post).decode(Echo.self)
            let plain = try await CurlTransport().send(
                HTTPRequest.test(server.url("/redirect?status=302&to=/status/200")))

            #expect(echo.method == "POST")
            #expect(echo.body == "form")
            #expect(plain.status == 200)
        }
    }

    @Test("A gzip-encoded body arrives decoded")
    func gzipIsDecoded() async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport().send(HTTPRequest.test(server.url("/gzip")))

            #expect(response.headers["content-encoding"] == "gzip")
            #expect(response.body == Data(String(repeating: "marquee ", count: 512).utf8))
        }
    }

    @Test("A connection reset instead of an answer fails as offline, the connection lost")
    func resetConnection() async throws {
        try await FaultServer.with { server in
            await #expect {
                try await CurlTransport().send(HTTPRequest.test(server.url("/reset")))
            } throws: { error in
                [.offline(reason: .connectionLost), .offline(reason: .closedWithoutAnswer)]
                    .contains(error as? TransportError)
            }
        }
    }

    @Test("A server that never answers fails with timedOut at a sub-second deadline, and its connection is closed")
    func deadlineTimesOut() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.timedOut(after: .milliseconds(300))) {
                try await CurlTransport().send(
                    HTTPRequest.test(server.url("/silent/deadline"), deadline: .milliseconds(300)))
            }
            #expect(await server.sawHangUp("deadline"))
        }
    }

    @Test("A body that stalls past the deadline after the head also fails with timedOut")
    func stalledBodyTimesOut() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.timedOut(after: .milliseconds(300))) {
                try await CurlTransport().send(
                    HTTPRequest.test(server.url("/gated/stall"), deadline: .milliseconds(300)))
            }
            #expect(await server.sawHangUp("stall"))
        }
    }

    @Test("Cancelling the caller while the server has not answered ends the send with cancelled and hangs up")
    func cancelMidHeaders() async throws {
        try await FaultServer.with { server in
            let transport = CurlTransport()
            let url = server.url("/silent/headers")
            let call = Task { try await transport.send(HTTPRequest.test(url, deadline: .seconds(30))) }
            #expect(await server.arrived("headers"))
            call.cancel()

            await #expect(throws: TransportError.cancelled) { try await call.value }
            #expect(await server.sawHangUp("headers"))
        }
    }

    @Test("Cancelling the caller during a TLS handshake that never ends ends the send with cancelled at once")
    func cancelMidConnect() async throws {
        // The black hole accepts and never answers, so an https:// request to it waits in its handshake.
        try await FaultServer.with(script: "blackhole-server.py") { server in
            let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/"))
            let call = Task { try await CurlTransport().send(HTTPRequest.test(url, deadline: .seconds(30))) }
            try await Task.sleep(for: .milliseconds(200))
            let cancelled = ContinuousClock.now
            call.cancel()

            await #expect(throws: TransportError.cancelled) { try await call.value }
            #expect(ContinuousClock.now - cancelled < .seconds(5))
        }
    }

    @Test("A Content-Length above the cap fails with tooLarge before the body is read")
    func contentLengthOverCap() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.tooLarge(limit: 1_000)) {
                try await CurlTransport().send(HTTPRequest.test(server.url("/huge?mb=1"), maxResponseBytes: 1_000))
            }
        }
    }

    @Test("A body without Content-Length that grows past the cap fails with tooLarge as soon as it does")
    func streamedBytesOverCap() async throws {
        try await FaultServer.with { server in
            await #expect(throws: TransportError.tooLarge(limit: 1_000)) {
                try await CurlTransport().send(
                    HTTPRequest.test(server.url("/chunks?count=3&size=600&gap_ms=10"), maxResponseBytes: 1_000))
            }
        }
    }

    @Test("A body of exactly the cap is accepted")
    func bodyAtCapIsAccepted() async throws {
        try await FaultServer.with { server in
            let response = try await CurlTransport()
                .send(HTTPRequest.test(server.url("/chunks?count=2&size=500"), maxResponseBytes: 1_000))

            #expect(response.body == Data(repeating: 0, count: 500) + Data(repeating: 1, count: 500))
        }
    }

    @Test("HTTPS with a certificate authority handed to the transport works, and without it the peer is refused")
    func httpsWithOwnAuthority() async throws {
        let authority = try TestCertificates.make()
        defer { authority.remove() }
        try await FaultServer.with(tls: (authority.certificate, authority.key)) { server in
            let trusted = try await CurlTransport(caFile: authority.certificate)
                .send(HTTPRequest.test(server.url("/status/200")))

            #expect(trusted.status == 200)
            await #expect {
                try await CurlTransport().send(HTTPRequest.test(server.url("/status/200")))
            } throws: { error in
                guard case .offline(reason: .other(let words)) = error as? TransportError else { return false }
                return words.contains("curl")
            }
        }
    }

    @Test("A missing libcurl fails every request as offline, naming the library")
    func missingLibrary() async {
        await #expect {
            try await CurlTransport(library: "libcurl-absent.so.4").send(
                HTTPRequest(url: URL(filePath: "/"), retry: .none))
        } throws: { error in
            guard case .offline(reason: .noNetworkLibrary(let library, let detail)) = error as? TransportError else {
                return false
            }
            return library == "libcurl-absent.so.4" && detail.contains("libcurl-absent.so.4")
        }
    }

    @Test("Waiting 2 s for a silent server costs the network thread under 0.1 s of CPU time")
    func waitingIsFree() async throws {
        // A driver of its own, so that the other suites' requests running beside this one are not counted.
        let transport = CurlTransport(library: CurlLibrary.systemName)
        try await FaultServer.with { server in
            // Load libcurl and open a connection first, so that only the wait is measured.
            _ = try await transport.send(HTTPRequest.test(server.url("/status/200")))
            let before = transport.driverCPUTime
            await #expect(throws: TransportError.timedOut(after: .seconds(2))) {
                try await transport.send(HTTPRequest.test(server.url("/silent/cpu"), deadline: .seconds(2)))
            }
            let spent = transport.driverCPUTime - before

            #expect(spent > .zero)
            #expect(spent < .milliseconds(100), "waiting cost \(spent) of CPU")
        }
    }
}
