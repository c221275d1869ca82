import Synchronization

/// Stands in for the transport's backoff sleep: records each wait and returns at once.
final class SleepRecorder: Sendable {
    private let waits = Mutex<[Duration]>([])

    /// Every wait so far, in order.
    var recorded: [Duration] { waits.withLock { $0 } }

    /// Records `duration` without waiting.
    func sleep(_ duration: Duration) {
        waits.withLock { $0.append(duration) }
    }
}
