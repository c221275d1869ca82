import Foundation
import Synchronization
import Testing

@testable import MarqueeData

/// An in-memory transport that answers from a script, in order, and records every request.
///
/// A request beyond the script records an issue and fails, so a test that expects no network fails loudly.
final class FakeTransport: HTTPTransport {
    private struct State {
        var replies: [Result<HTTPResponse, TransportError>]
        var requests: [HTTPRequest] = []
    }

    private let state: Mutex<State>
    private let sourceLocation: SourceLocation

    init(_ replies: [Result<HTTPResponse, TransportError>] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        state = Mutex(State(replies: replies))
        self.sourceLocation = sourceLocation
    }

    /// A transport that answers once with a status and body.
    convenience init(
        status: Int = 200, headers: [String: String] = [:], body: Data,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(
            [.success(HTTPResponse(status: status, headers: headers, body: body))], sourceLocation: sourceLocation)
    }

    /// Every request sent so far.
    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let reply = state.withLock { state -> Result<HTTPResponse, TransportError>? in
            state.requests.append(request)
            return state.replies.isEmpty ? nil : state.replies.removeFirst()
        }
        guard let reply else {
            Issue.record(
                "FakeTransport.send(\(request.url)) was called but not scripted", sourceLocation: sourceLocation)
            throw .offline(reason: .other("unscripted request"))
        }
        return try reply.get()
    }

    func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream {
        Issue.record(
            "FakeTransport.stream(\(request.url)) is not used by the iTunes client", sourceLocation: sourceLocation)
        throw .offline(reason: .other("unscripted stream"))
    }
}
