import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers requests to ``StubHost`` hosts from their scripts, recording every request.
///
/// State is keyed by host name, so tests stay independent while running in parallel.
final class StubURLProtocol: URLProtocol {
    private struct Script {
        var responses: [StubResponse]
        var requests: [RecordedRequest] = []
        let stopped = StubGate()
    }

    /// URLProtocol is not Sendable in Swift 6; the stub only touches itself from its own delivery task.
    private struct Box: @unchecked Sendable {
        let stub: StubURLProtocol
    }

    private static let scripts = Mutex<[String: Script]>([:])
    private let delivery = Mutex<Task<Void, Never>?>(nil)
    private let isStopped = Atomic<Bool>(false)

    static func register(_ host: String, responses: [StubResponse]) {
        scripts.withLock { $0[host] = Script(responses: responses) }
    }

    static func requests(for host: String) -> [RecordedRequest] {
        scripts.withLock { $0[host]?.requests ?? [] }
    }

    static func stopGate(for host: String) -> StubGate {
        scripts.withLock { $0[host]?.stopped } ?? StubGate()
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let response = Self.take(request)
        let box = Box(stub: self)
        let task = Task { await box.stub.play(response) }
        delivery.withLock { $0 = task }
    }

    override func stopLoading() {
        isStopped.store(true, ordering: .sequentiallyConsistent)
        delivery.withLock { $0 }?.cancel()
        let host = request.url?.host ?? ""
        Self.scripts.withLock { $0[host]?.stopped }?.open()
    }

    /// Records the request and takes its scripted response; nil when the script has none left.
    private static func take(_ request: URLRequest) -> StubResponse? {
        let host = request.url?.host ?? ""
        let recorded = RecordedRequest(
            method: request.httpMethod ?? "GET",
            url: request.url ?? URL(fileURLWithPath: "/"),
            headers: request.allHTTPHeaderFields ?? [:],
            body: request.httpBody ?? request.httpBodyStream.map(readAll)
        )
        let response = scripts.withLock { scripts -> StubResponse? in
            guard var script = scripts[host] else { return nil }
            script.requests.append(recorded)
            let index = script.requests.count - 1
            scripts[host] = script
            return index < script.responses.count ? script.responses[index] : nil
        }
        if response == nil {
            Issue.record("StubURLProtocol: no scripted response for request \(recorded.method) \(recorded.url)")
        }
        return response
    }

    private static func readAll(_ stream: InputStream) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        stream.open()
        defer { stream.close() }
        while case let count = stream.read(&buffer, maxLength: buffer.count), count > 0 {
            data.append(buffer, count: count)
        }
        return data
    }

    private func play(_ response: StubResponse?) async {
        switch response {
        case nil:
            deliver { $0.urlProtocol($1, didFailWithError: URLError(.resourceUnavailable)) }
        case .fail(let code):
            deliver { $0.urlProtocol($1, didFailWithError: URLError(code)) }
        case .hang:
            try? await Task.sleep(for: .seconds(3600))
        case .reply(let status, let headers, let body):
            guard let url = request.url,
                let head = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            else { return }
            deliver { $0.urlProtocol($1, didReceive: head, cacheStoragePolicy: .notAllowed) }
            for chunk in body {
                switch chunk {
                case .bytes(let data): deliver { $0.urlProtocol($1, didLoad: data) }
                case .wait(let gate): await gate.wait()
                case .pause(let duration): try? await Task.sleep(for: duration)
                }
            }
            deliver { $0.urlProtocolDidFinishLoading($1) }
        }
    }

    /// Calls the client unless URLSession has stopped this load: a stopped protocol must stay silent.
    private func deliver(_ event: (any URLProtocolClient, URLProtocol) -> Void) {
        guard !isStopped.load(ordering: .sequentiallyConsistent), let client else { return }
        event(client, self)
    }
}
