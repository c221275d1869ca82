import Synchronization

/// A clock that moves only when something sleeps on it, recording every sleep: time without waiting.
final class ManualClock: Sendable {
    private struct State {
        var now: Duration = .zero
        var sleeps: [Duration] = []
    }

    private let state = Mutex(State())

    /// The current time.
    var now: Duration { state.withLock { $0.now } }

    /// Every sleep so far, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Records the sleep and moves the clock forward by it, at once.
    func sleep(_ duration: Duration) {
        state.withLock { state in
            state.sleeps.append(duration)
            state.now += duration
        }
    }
}
