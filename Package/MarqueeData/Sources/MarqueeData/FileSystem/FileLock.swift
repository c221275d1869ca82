import Foundation

// Glibc for the POSIX calls on Linux; on Apple platforms Foundation already brings them in.
#if canImport(Glibc)
    import Glibc
#endif

/// An advisory `flock` on a dedicated lock file, released when the value goes out of scope.
///
/// `flock` belongs to the open file description, so every `FileLock` opens its own descriptor: two
/// locks in one process exclude each other exactly like two processes do. The lock file is never
/// deleted, because deleting it would let a late arrival lock a different inode than an early one.
struct FileLock: ~Copyable {
    /// Whether other holders may share the lock.
    enum Kind: Sendable {
        /// Readers: any number at once, but never alongside an exclusive holder.
        case shared
        /// A writer: nobody else at all.
        case exclusive
    }

    private let descriptor: Int32

    /// Opens (creating if needed) the lock file and waits until the lock is granted.
    ///
    /// The wait blocks the calling thread; callers keep the locked section short and free of
    /// suspension points, so a waiter can only ever wait for another holder's disk write.
    /// - Throws: `FileSystemError` when the lock file cannot be opened or locked.
    init(path: String, kind: Kind) throws(FileSystemError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current(path: path, operation: "open") }
        try Self.lock(descriptor, path: path, kind: kind)
        self.init(descriptor: descriptor)
    }

    /// A shared lock for a reader, or no lock at all when the lock file cannot exist.
    ///
    /// A reader must not fail just because it cannot create the lock file (a read-only or missing
    /// directory): if nobody can create it, nobody can write the profile either, so reading unlocked
    /// is safe.
    /// - Throws: `FileSystemError` for other failures, such as a failing `flock`.
    init(sharingIfPossible path: String) throws(FileSystemError) {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EACCES || errno == EROFS {
            // flock works on a read-only descriptor, so an existing lock file can still be shared.
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let failure = FileSystemError.current(path: path, operation: "open")
            guard [ENOENT, EACCES, EROFS, ENOTDIR].contains(failure.code) else { throw failure }
            self.init(descriptor: -1)
            return
        }
        try Self.lock(descriptor, path: path, kind: .shared)
        self.init(descriptor: descriptor)
    }

    /// Releases the lock now rather than at the end of the scope.
    consuming func release() {
        if descriptor >= 0 { close(descriptor) }
        discard self
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Waits for the lock, closing the descriptor if it cannot be had so nothing leaks.
    private static func lock(_ descriptor: Int32, path: String, kind: Kind) throws(FileSystemError) {
        let operation = kind == .shared ? LOCK_SH : LOCK_EX
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else {
                let failure = FileSystemError.current(path: path, operation: "flock")
                close(descriptor)
                throw failure
            }
        }
    }

    deinit {
        // Closing the only descriptor of this open file description releases the lock.
        if descriptor >= 0 { close(descriptor) }
    }
}
