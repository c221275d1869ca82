import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects one attempt's whole response for `send`, stopping as soon as it exceeds the size cap.
final class BufferedResponseHandler: DataTaskHandler {
    /// What one attempt ends with.
    typealias Outcome = Result<HTTPResponse, TransportError>
    private typealias Waiter = CheckedContinuation<Outcome, Never>

    private struct State {
        var status = 0
        var headers: [String: String] = [:]
        var body = Data()
        var task: URLSessionDataTask?
        var outcome: Outcome?
        var waiter: Waiter?
    }

    private let limit: Int
    private let deadline: Duration
    private let state = Mutex(State())

    /// Creates a handler that accepts at most `limit` body bytes; `deadline` is reported on time-outs.
    init(limit: Int, deadline: Duration) {
        self.limit = limit
        self.deadline = deadline
    }

    /// Remembers the task so that `cancel()` and the size cap can stop it.
    func attach(_ task: URLSessionDataTask) {
        let finished = state.withLock { state in
            state.task = task
            return state.outcome != nil
        }
        if finished { task.cancel() }
    }

    /// Waits for the attempt's outcome; returns at once when it is already known.
    func outcome() async -> Outcome {
        await withCheckedContinuation { continuation in
            let known = state.withLock { state in
                if state.outcome == nil { state.waiter = continuation }
                return state.outcome
            }
            if let known { continuation.resume(returning: known) }
        }
    }

    /// Ends the attempt as cancelled and stops the task: the caller was cancelled or the deadline passed.
    func cancel() {
        finish(.failure(.cancelled))
    }

    func receive(response: URLResponse) -> URLSession.ResponseDisposition {
        guard let response = response as? HTTPURLResponse else {
            finish(.failure(.offline(reason: .notHTTP)))
            return .cancel
        }
        if response.expectedContentLength > limit {
            finish(.failure(.tooLarge(limit: limit)))
            return .cancel
        }
        state.withLock { state in
            state.status = response.statusCode
            state.headers = response.stringHeaders
        }
        return .allow
    }

    func receive(data: Data) {
        let tooLarge = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > limit
        }
        if tooLarge { finish(.failure(.tooLarge(limit: limit))) }
    }

    func complete(error: (any Error)?) {
        if let error {
            finish(.failure(URLErrorTranslation.translate(error, deadline: deadline)))
        } else {
            let response = state.withLock { HTTPResponse(status: $0.status, headers: $0.headers, body: $0.body) }
            finish(.success(response))
        }
    }

    /// Records the first outcome, wakes the waiter and stops the task; later outcomes are ignored.
    private func finish(_ outcome: Outcome) {
        let (waiter, task) = state.withLock { state -> (Waiter?, URLSessionDataTask?) in
            guard state.outcome == nil else { return (nil, nil) }
            state.outcome = outcome
            state.body = Data()
            let waiter = state.waiter
            state.waiter = nil
            return (waiter, state.task)
        }
        waiter?.resume(returning: outcome)
        if case .failure = outcome { task?.cancel() }
    }
}
