import Synchronization

/// A one-way barrier: tasks that wait on it suspend until someone opens it, and pass straight through afterwards.
///
/// Waiting ignores task cancellation on purpose, so a test can prove the store drops a cancelled effect's intent
/// even when the effect's work keeps going.
public final class Gate: Sendable {
    private struct Barrier {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let barrier = Mutex(Barrier())

    /// Creates a closed gate.
    public init() {}

    /// Opens the gate and releases every task waiting on it.
    public func open() {
        let waiters = barrier.withLock { barrier in
            barrier.isOpen = true
            defer { barrier.waiters = [] }
            return barrier.waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    /// Suspends until the gate is open.
    public func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = barrier.withLock { barrier in
                if !barrier.isOpen {
                    barrier.waiters.append(continuation)
                }
                return barrier.isOpen
            }
            if isOpen {
                continuation.resume()
            }
        }
    }
}
