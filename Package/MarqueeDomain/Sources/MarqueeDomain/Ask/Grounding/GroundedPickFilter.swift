import Synchronization

/// Drops passed films and repeats of one catalog film, remembering what it has let through.
final class GroundedPickFilter: Sendable {
    private let passed: Set<MovieID>
    private let seen = Mutex<Set<MovieID>>([])

    init(passed: Set<MovieID>) {
        self.passed = passed
    }

    /// Whether to show a pick: not passed, and not a film already shown.
    func admit(_ pick: GroundedPick) -> Bool {
        guard let id = pick.movie?.id else { return true }
        guard !passed.contains(id) else { return false }
        return seen.withLock { $0.insert(id).inserted }
    }
}
