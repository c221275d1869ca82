import Synchronization

/// Records the client's retry waits instead of sleeping.
final class SleepLog: Sendable {
    private let waits = Mutex<[Duration]>([])

    /// Every wait so far.
    var recorded: [Duration] { waits.withLock { $0 } }

    /// Records a wait.
    func record(_ duration: Duration) { waits.withLock { $0.append(duration) } }
}
