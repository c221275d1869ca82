import MarqueeData
import Synchronization

/// Collects every ``ProfileRecovery`` a repository reports, from any thread.
final class RecoveryLog: Sendable {
    private let entries = Mutex<[ProfileRecovery]>([])

    /// Every recovery so far, oldest first.
    var recoveries: [ProfileRecovery] { entries.withLock { $0 } }

    /// Records one recovery; pass it as a repository's `onRecovery`.
    @Sendable func record(_ recovery: ProfileRecovery) {
        entries.withLock { $0.append(recovery) }
    }
}
