import Foundation
import Synchronization

/// Feeds one transfer's body to its consumer as it arrives, for ``CurlTransport/stream(_:)``.
///
/// Before the head arrives, `head()` waits for it (the transport races that against the deadline). After it,
/// an idle watchdog fails the stream when no chunk arrives within the deadline, and the size cap applies to the
/// total received. Reading pauses while the consumer has more than ``highWater`` bytes it has not taken, and
/// goes on when it has taken them. The consumer's task being cancelled, or the stream being dropped, ends
/// the transfer.
final class StreamingResponseHandler: TransferHandler {
    /// What waiting for the head ends with.
    typealias Head = Result<HTTPStream, TransportError>
    /// What waiting for the next chunk ends with: a chunk, the end (`nil`), or a failure.
    private typealias Next = Result<Data?, TransportError>

    /// Unread bytes past which the transfer stops reading until the consumer catches up.
    static let highWater = 256 << 10

    /// Where the head is: awaited (perhaps by a waiter), ready for `head()` to take, or handed out.
    ///
    /// A handed-out stream is not kept: it holds this handler through its consumer, and keeping it would
    /// keep both alive after the consumer let go.
    private enum HeadState {
        case awaited(CheckedContinuation<Head, Never>?)
        case ready(Head)
        case taken
    }

    private struct State {
        var head = HeadState.awaited(nil)
        var transfer: CurlTransfer?
        var pending: [Data] = []
        var pendingBytes = 0
        var isPaused = false
        var end: TransportError??
        var chunkWaiter: CheckedContinuation<Next, Never>?
        var received = 0
        var lastActivity = ContinuousClock.now
        var watchdog: Task<Void, Never>?
        var isFinished: Bool { end != nil }
    }

    private let limit: Int
    private let deadline: Duration
    private let state = Mutex(State())

    /// Creates a handler that accepts at most `limit` body bytes in all, with `deadline` as the idle timeout.
    init(limit: Int, deadline: Duration) {
        self.limit = limit
        self.deadline = deadline
    }

    /// Remembers the transfer so that cancelling, the size cap, the watchdog and the consumer can stop it.
    func attach(_ transfer: CurlTransfer) {
        let finished = state.withLock { state in
            if !state.isFinished { state.transfer = transfer }
            return state.isFinished
        }
        if finished { transfer.cancel() }
    }

    /// Waits for the response head; returns at once when it is already known.
    func head() async -> Head {
        await withCheckedContinuation { continuation in
            let known = state.withLock { state -> Head? in
                guard case .ready(let head) = state.head else {
                    state.head = .awaited(continuation)
                    return nil
                }
                state.head = .taken
                return head
            }
            if let known { continuation.resume(returning: known) }
        }
    }

    /// Starts failing the stream when the body stalls for longer than the deadline.
    ///
    /// Call it once the head has been handed out. A stall the consumer causes (reading is paused) is not the
    /// server's, so it does not count.
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

    func receive(head: TransferHead) -> Bool {
        if let expected = head.expectedLength, expected > limit {
            fail(.tooLarge(limit: limit))
            return false
        }
        let stream = HTTPStream(status: head.status, headers: head.headers, chunks: makeChunks())
        return resolveHead(.success(stream))
    }

    func receive(data: UnsafeRawBufferPointer) -> TransferFlow {
        enum Step {
            case abort, pause
            case give(CheckedContinuation<Next, Never>?)
            case tooLarge
        }
        let chunk = Data(data)
        let step = state.withLock { state -> Step in
            guard !state.isFinished else { return .abort }
            if state.pendingBytes > 0, state.pendingBytes + data.count > Self.highWater {
                state.isPaused = true
                return .pause
            }
            state.received += data.count
            state.lastActivity = .now
            if state.received > limit { return .tooLarge }
            if let waiter = state.chunkWaiter {
                state.chunkWaiter = nil
                return .give(waiter)
            }
            state.pending.append(chunk)
            state.pendingBytes += chunk.count
            return .give(nil)
        }
        switch step {
        case .abort: return .abort
        case .pause: return .pause
        case .tooLarge:
            fail(.tooLarge(limit: limit))
            return .abort
        case .give(let waiter):
            waiter?.resume(returning: .success(chunk))
            return .proceed
        }
    }

    func complete(_ error: TransportError?) {
        if let error {
            fail(error)
        } else if !resolveHead(.failure(.offline(reason: .closedWithoutAnswer))) {
            finish(nil)
        }
    }

    /// The consumer's side: chunks pulled one at a time, so that reading can wait for the consumer.
    private func makeChunks() -> AsyncThrowingStream<Data, any Error> {
        let consumer = Consumer(handler: self)
        return AsyncThrowingStream { () async throws(TransportError) -> Data? in
            try await consumer.handler.next()
        }
    }

    /// The next chunk, or `nil` at the end; waits for one when none is pending.
    fileprivate func next() async throws(TransportError) -> Data? {
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Next, Never>) in
                let (ready, resume) = state.withLock { state -> (Next?, CurlTransfer?) in
                    if !state.pending.isEmpty {
                        let chunk = state.pending.removeFirst()
                        state.pendingBytes -= chunk.count
                        let resume = state.isPaused && state.pendingBytes == 0 ? state.transfer : nil
                        if resume != nil {
                            state.isPaused = false
                            state.lastActivity = .now
                        }
                        return (.success(chunk), resume)
                    }
                    if let end = state.end { return (end.map { .failure($0) } ?? .success(nil), nil) }
                    state.chunkWaiter = continuation
                    return (nil, nil)
                }
                resume?.resume()
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            stop()
        }
        switch outcome {
        case .success(let chunk): return chunk
        case .failure(.cancelled): return nil
        case .failure(let error): throw error
        }
    }

    private func idleDue() -> ContinuousClock.Instant? {
        state.withLock { state in
            guard !state.isFinished else { return nil }
            return state.isPaused ? .now + deadline : state.lastActivity + deadline
        }
    }

    /// Ends the exchange with `error`: before the head, as the head's outcome; after it, as the stream's end.
    private func fail(_ error: TransportError) {
        if !resolveHead(.failure(error)) { finish(error) }
        state.withLock { $0.transfer }?.cancel()
    }

    /// Gives the head waiter `head` if nothing was given yet; false when the head was already decided.
    ///
    /// A failed head also finishes the chunk stream, which then has no consumer.
    private func resolveHead(_ head: Head) -> Bool {
        let (resolved, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Head, Never>?) in
            guard case .awaited(let waiter) = state.head else { return (false, nil) }
            state.head = waiter == nil ? .ready(head) : .taken
            state.lastActivity = .now
            return (true, waiter)
        }
        waiter?.resume(returning: head)
        if resolved, case .failure(let error) = head { finish(error) }
        return resolved
    }

    /// Ends the stream once, with `error` or normally, wakes a waiting consumer and stops the watchdog.
    ///
    /// Chunks already received are still handed out before the end.
    private func finish(_ error: TransportError?) {
        let (wasFinished, watchdog, waiter) = state.withLock { state in
            defer {
                if state.end == nil { state.end = .some(error) }
                state.chunkWaiter = nil
            }
            return (state.isFinished, state.watchdog, state.isFinished ? nil : state.chunkWaiter)
        }
        guard !wasFinished else { return }
        watchdog?.cancel()
        waiter?.resume(returning: error.map { .failure($0) } ?? .success(nil))
    }

    /// The consumer stopped iterating or dropped the stream: stop reading.
    fileprivate func stop() {
        finish(.cancelled)
        state.withLock { $0.transfer }?.cancel()
    }
}

/// Held only by the consumer's stream: when the stream goes, so does the transfer.
private final class Consumer: Sendable {
    let handler: StreamingResponseHandler

    init(handler: StreamingResponseHandler) {
        self.handler = handler
    }

    deinit {
        handler.stop()
    }
}
