import Foundation
import MarqueeData
import Synchronization
import Testing

/// A transport double for the OpenAI client: each `send` or `stream` takes the next scripted step.
///
/// A request beyond the script records an issue, and a step of the wrong kind (a stream for `send`) does too.
final class OpenAIStubTransport: HTTPTransport {
    /// One scripted answer.
    enum Step: Sendable {
        /// A whole response.
        case reply(status: Int, body: String, headers: [String: String])
        /// A stream whose body arrives in these byte chunks, optionally ending in a transport error.
        case stream(status: Int, chunks: [Data], headers: [String: String], failure: TransportError?)
        /// A transport failure.
        case fail(TransportError)
    }

    private let steps: Mutex<[Step]>
    private let requests = Mutex<[HTTPRequest]>([])

    init(_ steps: [Step]) { self.steps = Mutex(steps) }

    /// The requests so far.
    var sent: [HTTPRequest] { requests.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        switch next(request) {
        case .reply(let status, let body, let headers):
            return HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
        case .fail(let error): throw error
        case .stream, nil:
            Issue.record("OpenAIStubTransport: no whole reply scripted for \(request.url)")
            throw .offline(reason: .other("unscripted"))
        }
    }

    func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream {
        switch next(request) {
        case .stream(let status, let chunks, let headers, let failure):
            let body = AsyncThrowingStream<Data, any Error> { continuation in
                for chunk in chunks { continuation.yield(chunk) }
                continuation.finish(throwing: failure)
            }
            return HTTPStream(status: status, headers: headers, chunks: body)
        case .reply(let status, let body, let headers):
            let data = Data(body.utf8)
            return HTTPStream(
                status: status, headers: headers,
                chunks: AsyncThrowingStream {
                    $0.yield(data)
                    $0.finish()
                })
        case .fail(let error): throw error
        case nil:
            Issue.record("OpenAIStubTransport: no stream scripted for \(request.url)")
            throw .offline(reason: .other("unscripted"))
        }
    }

    private func next(_ request: HTTPRequest) -> Step? {
        requests.withLock { $0.append(request) }
        return steps.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
