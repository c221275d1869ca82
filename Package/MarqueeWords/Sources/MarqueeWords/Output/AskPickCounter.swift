import Synchronization

/// Numbers streamed picks in arrival order; the callback that uses it may run off the main actor.
public final class AskPickCounter: Sendable {
    private let count = Mutex(0)

    /// A counter that has numbered nothing yet.
    public init() {}

    /// The next number, starting at 1.
    public func next() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }
}
