import Foundation
import MarqueeDomain

// Glibc for the POSIX calls on Linux; on Apple platforms Foundation already brings them in.
#if canImport(Glibc)
    import Glibc
#endif

/// A failed system call on a file, kept as the raw `errno` so callers can tell "missing" from "forbidden".
///
/// It stays inside the Data layer: repositories translate it into their Domain error at their boundary.
struct FileSystemError: Error, Hashable, Sendable {
    /// The file or directory the call was about.
    let path: String
    /// The system call that failed, for example `open` or `rename`; it helps when reading logs.
    let operation: String
    /// The `errno` value the call left behind.
    let code: Int32

    /// Captures the current `errno`; call it right after the failing system call, before anything else.
    static func current(path: String, operation: String) -> FileSystemError {
        FileSystemError(path: path, operation: operation, code: errno)
    }

    /// The system's own wording for the error, for example `Permission denied`.
    var reason: String { String(cString: strerror(code)) }

    /// The error in Domain words: the `errno` values a person can act on by name, the system's wording otherwise.
    var problem: FileProblem {
        switch code {
        case ENOENT: .missing
        case EACCES, EPERM: .permissionDenied
        case EROFS: .readOnly
        case EISDIR: .isFolder
        case ENOTDIR: .notFolder
        case ENOSPC, EDQUOT: .noSpace
        default: .other(reason)
        }
    }
}
