import Synchronization

/// A one-way barrier: tasks that wait on it suspend until someone opens it, and pass straight through afterwards.
///
/// By default waiting ignores task cancellation, so a test can prove the store drops a cancelled effect's intent
/// even when the effect's work keeps going. A gate made with `.stopWaiting` lets a cancelled waiter go on at
/// once, as a cancelled network call would, for tests of work that is cancelled while it is held.
public final class Gate: Sendable {
    /// What a waiting task does when it is cancelled.
    public enum Cancellation: Sendable {
        /// Keep waiting until the gate opens.
        case keepWaiting
        /// Stop waiting and return at once.
        case stopWaiting
    }

    private struct Barrier {
        var isOpen = false
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let barrier = Mutex(Barrier())
    private let cancellation: Cancellation

    /// Creates a closed gate.
    /// - Parameter onCancel: what a cancelled waiter does; it keeps waiting unless told otherwise.
    public init(onCancel: Cancellation = .keepWaiting) {
        cancellation = onCancel
    }

    /// Opens the gate and releases every task waiting on it.
    public func open() {
        let waiters = barrier.withLock { barrier in
            barrier.isOpen = true
            defer { barrier.waiters = [:] }
            return barrier.waiters.values
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Suspends until the gate is open, or, for a `.stopWaiting` gate, until the task is cancelled.
    public func wait() async {
        let stops = cancellation == .stopWaiting
        let id = barrier.withLock { barrier in
            defer { barrier.nextWaiter += 1 }
            return barrier.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // Checked under the lock, so a cancellation either is seen here or finds the waiter registered.
                let passes = barrier.withLock { barrier in
                    if barrier.isOpen || (stops && Task.isCancelled) { return true }
                    barrier.waiters[id] = continuation
                    return false
                }
                if passes {
                    continuation.resume()
                }
            }
        } onCancel: {
            guard stops else { return }
            barrier.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
