import Synchronization

/// A boolean one thread raises and another reads without suspending, for busy-waiting on a blocked main actor.
final class Flag: Sendable {
    private let raised = Atomic(false)

    /// Raises the flag.
    func raise() {
        raised.store(true, ordering: .releasing)
    }

    /// Whether the flag has been raised.
    var isRaised: Bool { raised.load(ordering: .acquiring) }
}
