import Foundation
import MarqueeData
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A made-up host whose requests ``StubURLProtocol`` answers from a script, one response per request in order.
///
/// Each test makes its own host with a unique name, so stubbed suites run in parallel without sharing state.
struct StubHost: Sendable {
    /// The host name, unique to this stub.
    let name: String

    /// Registers a new host that answers with `responses`, in order; a request beyond them fails the test.
    init(_ responses: [StubResponse]) {
        name = "stub-\(UUID().uuidString.lowercased()).test"
        StubURLProtocol.register(name, responses: responses)
    }

    /// An `https` URL on this host.
    func url(_ path: String = "/") -> URL {
        // swift-format-ignore: NeverForceUnwrap
        URL(string: "https://\(name)\(path)")!
    }

    /// A request for `path` on this host with the given deadline and retry policy.
    func request(
        _ path: String = "/",
        deadline: Duration = .seconds(10),
        retry: RetryPolicy = .none,
        maxResponseBytes: Int = 8 << 20
    ) -> HTTPRequest {
        HTTPRequest(url: url(path), deadline: deadline, retry: retry, maxResponseBytes: maxResponseBytes)
    }

    /// The requests this host has received, in order.
    var requests: [RecordedRequest] { StubURLProtocol.requests(for: name) }

    /// Opens when URLSession stops loading a request to this host: it finished, failed or was cancelled.
    var stopped: StubGate { StubURLProtocol.stopGate(for: name) }

    /// A transport whose session sends every request to ``StubURLProtocol``.
    static func transport(
        sleep: @escaping @Sendable (Duration) async throws -> Void = { _ in Issue.record("Unexpected wait") },
        jitter: @escaping @Sendable () -> Double = { 0.5 }
    ) -> URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSessionTransport(configuration: configuration, sleep: sleep, jitter: jitter)
    }
}
