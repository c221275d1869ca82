import Synchronization

/// Numbers streamed picks in arrival order; the callback that uses it may run off the main actor.
final class AskPickCounter: Sendable {
    private let count = Mutex(0)

    /// The next number, starting at 1.
    func next() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }
}
