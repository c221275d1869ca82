import Foundation
import Synchronization

/// Collects one attempt's whole response for `send`, stopping as soon as it exceeds the size cap.
final class BufferedResponseHandler: TransferHandler {
    /// What one attempt ends with.
    typealias Outcome = Result<HTTPResponse, TransportError>
    private typealias Waiter = CheckedContinuation<Outcome, Never>

    private struct State {
        var head: TransferHead?
        var body = Data()
        var transfer: CurlTransfer?
        var outcome: Outcome?
        var waiter: Waiter?
    }

    private let limit: Int
    private let state = Mutex(State())

    /// Creates a handler that accepts at most `limit` body bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Remembers the transfer so that `cancel()` and the size cap can stop it.
    func attach(_ transfer: CurlTransfer) {
        let finished = state.withLock { state in
            if state.outcome == nil { state.transfer = transfer }
            return state.outcome != nil
        }
        if finished { transfer.cancel() }
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

    /// Ends the attempt as cancelled and stops the transfer: the caller was cancelled or the deadline passed.
    func cancel() {
        finish(.failure(.cancelled))
    }

    func receive(head: TransferHead) -> Bool {
        if let expected = head.expectedLength, expected > limit {
            finish(.failure(.tooLarge(limit: limit)))
            return false
        }
        state.withLock { $0.head = head }
        return true
    }

    func receive(data: UnsafeRawBufferPointer) -> TransferFlow {
        let tooLarge = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.body.append(contentsOf: data)
            return state.body.count > limit
        }
        if tooLarge { finish(.failure(.tooLarge(limit: limit))) }
        return tooLarge ? .abort : .proceed
    }

    func complete(_ error: TransportError?) {
        let outcome = state.withLock { state -> Outcome in
            if let error { return .failure(error) }
            guard let head = state.head else { return .failure(.offline(reason: .closedWithoutAnswer)) }
            return .success(HTTPResponse(status: head.status, headers: head.headers, body: state.body))
        }
        finish(outcome)
    }

    /// Records the first outcome, wakes the waiter and stops a failed transfer; later outcomes are ignored.
    private func finish(_ outcome: Outcome) {
        let (waiter, transfer) = state.withLock { state -> (Waiter?, CurlTransfer?) in
            guard state.outcome == nil else { return (nil, nil) }
            state.outcome = outcome
            state.body = Data()
            defer {
                state.waiter = nil
                state.transfer = nil
            }
            return (state.waiter, state.transfer)
        }
        waiter?.resume(returning: outcome)
        if case .failure = outcome { transfer?.cancel() }
    }
}
