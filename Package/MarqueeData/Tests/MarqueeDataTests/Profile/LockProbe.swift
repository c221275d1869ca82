import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Checks a lock file from outside a repository, through a descriptor of its own.
final class LockProbe: Sendable {
    private let recorded = Mutex<[Bool]>([])

    /// Every answer recorded so far.
    var results: [Bool] { recorded.withLock { $0 } }

    /// Keeps an answer seen inside a `@Sendable` closure.
    func record(_ result: Bool) {
        recorded.withLock { $0.append(result) }
    }

    /// Whether someone else holds an exclusive `flock` on the file, asked without waiting.
    ///
    /// A fresh `open` is a new open file description, so this sees locks held by this same process.
    static func isLockedElsewhere(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }
}
