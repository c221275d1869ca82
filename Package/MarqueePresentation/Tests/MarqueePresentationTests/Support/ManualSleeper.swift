import Synchronization

/// A debounce clock the test drives: every sleep waits until ``releaseAll()``, and a cancelled sleep throws.
final class ManualSleeper: Sendable {
    private struct Sleeps {
        var requested: [Duration] = []
        var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
        var nextID = 0
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let sleeps = Mutex(Sleeps())

    /// Every duration asked for, in order, cancelled sleeps included.
    var requested: [Duration] { sleeps.withLock { $0.requested } }

    /// Waits like `Task.sleep`, but until the test releases it rather than for `duration`.
    func sleep(_ duration: Duration) async throws {
        let id = sleeps.withLock { sleeps in
            sleeps.requested.append(duration)
            sleeps.nextID += 1
            return sleeps.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let watchers = sleeps.withLock { sleeps -> [CheckedContinuation<Void, Never>]? in
                    guard !Task.isCancelled else { return nil }
                    sleeps.waiting[id] = continuation
                    let count = sleeps.waiting.count
                    let ready = sleeps.watchers.filter { $0.count <= count }.map(\.continuation)
                    sleeps.watchers.removeAll { $0.count <= count }
                    return ready
                }
                guard let watchers else { return continuation.resume(throwing: CancellationError()) }
                for watcher in watchers { watcher.resume() }
            }
        } onCancel: {
            sleeps.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: CancellationError())
        }
    }

    /// Suspends until at least `count` sleeps are waiting.
    func waitUntilSleeping(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = sleeps.withLock { sleeps in
                if sleeps.waiting.count >= count { return true }
                sleeps.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Ends every sleep that is waiting, as if its time had passed.
    func releaseAll() {
        let waiting = sleeps.withLock { sleeps in
            defer { sleeps.waiting = [:] }
            return Array(sleeps.waiting.values)
        }
        for continuation in waiting { continuation.resume() }
    }
}
