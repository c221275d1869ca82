import Foundation

// Glibc for the POSIX calls on Linux; on Apple platforms Foundation already brings them in.
#if canImport(Glibc)
    import Glibc
#endif

/// The handful of crash-safe file operations persistence needs, written against POSIX so every
/// failure keeps its `errno`.
///
/// Foundation's `Data.write(options: .atomic)` renames atomically but never calls `fsync`, so after a
/// power cut the new name can point at an empty file; these functions close that gap.
enum POSIXFile {
    /// Reads a whole file, or returns `nil` when it does not exist.
    /// - Throws: `FileSystemError` for every other failure, such as missing permission or a directory.
    static func snapshot(of path: String) throws(FileSystemError) -> FileSnapshot? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .current(path: path, operation: "open")
        }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current(path: path, operation: "fstat") }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        let modificationDate = Date(
            timeIntervalSince1970: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1_000_000_000
        )

        var contents = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current(path: path, operation: "read")
            }
            contents.append(contentsOf: buffer[0..<count])
        }
        return FileSnapshot(contents: contents, modificationDate: modificationDate)
    }

    /// Replaces a file so that a crash at any moment leaves either the old or the new contents.
    ///
    /// The bytes go to a uniquely named temporary file in the same directory (rename is only atomic
    /// within one file system), which is flushed with `fsync` before it is renamed over the target;
    /// the directory is then flushed so the rename itself survives a power cut.
    /// - Parameters:
    ///   - data: the complete new contents.
    ///   - path: the file to replace or create.
    ///   - temporaryPrefix: the start of the temporary file's name, so leftovers can be found later.
    ///   - permissions: the new file's mode before the umask.
    /// - Throws: `FileSystemError` when anything before the rename fails; the target is untouched then.
    static func writeAtomically(
        _ data: Data,
        to path: String,
        temporaryPrefix: String,
        permissions: mode_t = 0o600
    ) throws(FileSystemError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporaryPath = (directory as NSString).appendingPathComponent(temporaryPrefix + UUID().uuidString)
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw .current(path: path, operation: "open temporary file") }

        var failure: FileSystemError?
        if let code = writeAll(data, to: descriptor) {
            failure = FileSystemError(path: path, operation: "write", code: code)
        } else if fsync(descriptor) != 0 {
            failure = .current(path: path, operation: "fsync")
        }
        // close can report a deferred write error (for example on NFS), so it counts as a failure too.
        if close(descriptor) != 0, failure == nil {
            failure = .current(path: path, operation: "close")
        }
        if failure == nil, rename(temporaryPath, path) != 0 {
            failure = .current(path: path, operation: "rename")
        }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        // Best effort: the new file is already in place, so a failure here only weakens durability
        // and must not make the caller believe nothing was saved.
        syncDirectory(directory)
    }

    /// Moves a file to the first candidate name that is free, never replacing an existing file.
    ///
    /// `link` fails with `EEXIST` instead of overwriting, which makes "is the name free?" and "take it"
    /// one atomic step; the original name is removed only once the new one exists.
    /// - Parameters:
    ///   - path: the file to move.
    ///   - candidate: the name to try for attempt 0, 1, 2 and so on, each in the same directory.
    /// - Returns: the path the file now has.
    /// - Throws: `FileSystemError` when the file cannot be moved.
    static func moveWithoutReplacing(_ path: String, to candidate: (Int) -> String) throws(FileSystemError) -> String {
        for attempt in 0..<1_000 {
            let destination = candidate(attempt)
            if link(path, destination) == 0 {
                guard unlink(path) == 0 else {
                    let failure = FileSystemError.current(path: path, operation: "unlink")
                    unlink(destination)
                    throw failure
                }
                syncDirectory((path as NSString).deletingLastPathComponent)
                return destination
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK:
                // Some file systems have no hard links. Callers hold the exclusive lock, so checking
                // for a free name and renaming cannot race with another Marquee process.
                if access(destination, F_OK) == 0 { continue }
                guard rename(path, destination) == 0 else { throw .current(path: path, operation: "rename") }
                syncDirectory((path as NSString).deletingLastPathComponent)
                return destination
            default:
                throw .current(path: path, operation: "link")
            }
        }
        throw FileSystemError(path: path, operation: "link", code: EEXIST)
    }

    /// Creates a directory and any missing parents with mode 0700, as the XDG specification advises.
    /// - Throws: `FileSystemError` when a component cannot be created or is not a directory.
    static func createDirectories(_ path: String) throws(FileSystemError) {
        if mkdir(path, 0o700) == 0 { return }
        switch errno {
        case EEXIST:
            var status = stat()
            guard stat(path, &status) == 0 else { throw .current(path: path, operation: "stat") }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw FileSystemError(path: path, operation: "mkdir", code: ENOTDIR)
            }
        case ENOENT:
            let parent = (path as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != path else { throw .current(path: path, operation: "mkdir") }
            try createDirectories(parent)
            // Another process may have created it in the meantime; that is just as good.
            if mkdir(path, 0o700) != 0, errno != EEXIST { throw .current(path: path, operation: "mkdir") }
        default:
            throw .current(path: path, operation: "mkdir")
        }
    }

    /// Deletes files in a directory whose names start with a prefix, ignoring every failure.
    ///
    /// Used for temporary files left by a crashed write; it is only safe while holding the lock
    /// that every writer holds, because then no live writer can own such a file.
    static func removeFiles(in directory: String, withPrefix prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink((directory as NSString).appendingPathComponent(name))
        }
    }

    /// Flushes a directory's entries to disk; failures are ignored because some file systems refuse it.
    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Writes every byte, retrying short writes and interruptions; returns the `errno` on failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            // Only an empty buffer has no base address, and there is nothing to write then.
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
