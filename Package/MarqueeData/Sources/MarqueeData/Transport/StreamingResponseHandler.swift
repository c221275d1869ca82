import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Feeds one task's body into an `AsyncThrowingStream` as it arrives, for ``URLSessionTransport/stream(_:)``.
///
/// Before the head arrives, `head()` waits for it (the transport races that against the deadline). After it,
/// an idle watchdog fails the stream when no chunk arrives within the deadline, the size cap applies to the
/// total received, and the consumer ending its iteration cancels the task.
final class StreamingResponseHandler: DataTaskHandler {
    /// What waiting for the head ends with.
    typealias Head = Result<HTTPStream, TransportError>

    private struct State {
        var head: Head?
        var headWaiter: CheckedContinuation<Head, Never>?
        var task: URLSessionDataTask?
        var received = 0
        var lastActivity = ContinuousClock.now
        var isFinished = false
        var watchdog: Task<Void, Never>?
    }

    private let limit: Int
    private let deadline: Duration
    private let chunks: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let state = Mutex(State())

    /// Creates a handler that accepts at most `limit` body bytes in all, with `deadline` as the idle timeout.
    init(limit: Int, deadline: Duration) {
        self.limit = limit
        self.deadline = deadline
        (chunks, continuation) = AsyncThrowingStream.makeStream(of: Data.self, throwing: (any Error).self)
        continuation.onTermination = { [weak self] _ in self?.stop() }
    }

    /// Remembers the task so that cancelling, the size cap, the watchdog and the consumer can stop it.
    func attach(_ task: URLSessionDataTask) {
        let finished = state.withLock { state in
            state.task = task
            return state.isFinished
        }
        if finished { task.cancel() }
    }

    /// Waits for the response head; returns at once when it is already known.
    func head() async -> Head {
        await withCheckedContinuation { continuation in
            let known = state.withLock { state in
                if state.head == nil { state.headWaiter = continuation }
                return state.head
            }
            if let known { continuation.resume(returning: known) }
        }
    }

    /// Starts failing the stream when the body stalls for longer than the deadline.
    ///
    /// Call it once the head has been handed out.
    func startIdleWatchdog() {
        let deadline = deadline
        let watchdog = Task { [weak self] in
            while !Task.isCancelled, let due = self?.idleDue() {
                if ContinuousClock.now >= due {
                    self?.fail(.timedOut(after: deadline))
                    return
                }
                try? await Task.sleep(until: due, clock: .continuous)
            }
        }
        let finished = state.withLock { state in
            state.watchdog = watchdog
            return state.isFinished
        }
        if finished { watchdog.cancel() }
    }

    /// Ends everything as cancelled: the caller was cancelled or the deadline for the head passed.
    func cancel() {
        fail(.cancelled)
    }

    func receive(response: URLResponse) -> URLSession.ResponseDisposition {
        guard let response = response as? HTTPURLResponse else {
            fail(.offline(reason: .notHTTP))
            return .cancel
        }
        if response.expectedContentLength > limit {
            fail(.tooLarge(limit: limit))
            return .cancel
        }
        let stream = HTTPStream(status: response.statusCode, headers: response.stringHeaders, chunks: chunks)
        guard resolveHead(.success(stream)) else { return .cancel }
        return .allow
    }

    func receive(data: Data) {
        let tooLarge = state.withLock { state in
            guard !state.isFinished else { return false }
            state.received += data.count
            state.lastActivity = .now
            return state.received > limit
        }
        if tooLarge {
            fail(.tooLarge(limit: limit))
        } else {
            continuation.yield(data)
        }
    }

    func complete(error: (any Error)?) {
        if let error {
            fail(URLErrorTranslation.translate(error, deadline: deadline))
        } else if !resolveHead(.failure(.offline(reason: .closedWithoutAnswer))) {
            finish(nil)
        }
    }

    private func idleDue() -> ContinuousClock.Instant? {
        state.withLock { $0.isFinished ? nil : $0.lastActivity + deadline }
    }

    /// Ends the exchange with `error`: before the head, as the head's outcome; after it, as the stream's end.
    private func fail(_ error: TransportError) {
        if !resolveHead(.failure(error)) { finish(error) }
        state.withLock { $0.task }?.cancel()
    }

    /// Gives the head waiter `head` if nothing was given yet; false when the head was already decided.
    ///
    /// A failed head also finishes the chunk stream, which then has no consumer.
    private func resolveHead(_ head: Head) -> Bool {
        let (resolved, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Head, Never>?) in
            guard state.head == nil else { return (false, nil) }
            state.head = head
            state.lastActivity = .now
            defer { state.headWaiter = nil }
            return (true, state.headWaiter)
        }
        waiter?.resume(returning: head)
        if resolved, case .failure(let error) = head { finish(error) }
        return resolved
    }

    /// Finishes the chunk stream once, with `error` or normally, and stops the watchdog.
    private func finish(_ error: TransportError?) {
        let (wasFinished, watchdog) = state.withLock { state in
            defer { state.isFinished = true }
            return (state.isFinished, state.watchdog)
        }
        guard !wasFinished else { return }
        watchdog?.cancel()
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
    }

    /// The consumer stopped iterating or dropped the stream: stop reading.
    private func stop() {
        finish(nil)
        state.withLock { $0.task }?.cancel()
    }
}
