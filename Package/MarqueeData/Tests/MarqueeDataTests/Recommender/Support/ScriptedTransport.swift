import Foundation
import MVIKitTestSupport
import MarqueeData
import Synchronization
import Testing

/// A transport double that answers each `send` with the next scripted outcome and records every request.
///
/// A request beyond the script, or any `stream`, records an issue: the recommender must never make one.
final class ScriptedTransport: HTTPTransport {
    /// One scripted answer: a response or a failure, optionally held until a gate opens.
    struct Step: Sendable {
        let outcome: Result<HTTPResponse, TransportError>
        let gate: Gate?
    }

    private let steps: Mutex<[Step]>
    private let requests = Mutex<[HTTPRequest]>([])

    init(_ steps: [Step]) { self.steps = Mutex(steps) }

    /// The requests sent so far, in order.
    var sent: [HTTPRequest] { requests.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        requests.withLock { $0.append(request) }
        let step = steps.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let step else {
            Issue.record("ScriptedTransport: no scripted answer for \(request.method) \(request.url)")
            throw .offline(reason: .other("unscripted request"))
        }
        await step.gate?.wait()
        return try step.outcome.get()
    }

    func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream {
        Issue.record("ScriptedTransport: the recommender must not stream")
        throw .offline(reason: .other("unscripted stream"))
    }
}

extension ScriptedTransport.Step {
    /// A response with a JSON (or any) body.
    static func reply(
        _ status: Int, _ body: String, headers: [String: String] = [:], after gate: Gate? = nil
    )
        -> Self
    {
        Self(outcome: .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8))), gate: gate)
    }

    /// A transport failure.
    static func fail(_ error: TransportError) -> Self { Self(outcome: .failure(error), gate: nil) }
}
