import Foundation
import MarqueeDomain

/// Shelf files on the local disk, read and written with POSIX calls so every failure keeps its `errno` and
/// becomes a `FileProblem` here, at the one boundary.
public struct LocalShelfFiles: ShelfFileRepository {
    /// Creates the store.
    public init() {}

    /// Reads a whole file; a folder, a missing permission or a file where a folder belongs is a typed problem.
    /// - Parameter path: the file.
    /// - Returns: its bytes.
    /// - Throws: `ShelfTransferError/fileNotFound(path:)` or `ShelfTransferError/unreadableFile(path:problem:)`.
    public func read(_ path: String) throws(ShelfTransferError) -> Data {
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            snapshot = try POSIXFile.snapshot(of: path)
        } catch {
            throw .unreadableFile(path: path, problem: error.problem)
        }
        guard let snapshot else { throw .fileNotFound(path: path) }
        return snapshot.contents
    }

    /// Writes a file atomically: a temporary file beside it, flushed, then renamed over it.
    /// - Parameters:
    ///   - data: the new contents.
    ///   - path: the file.
    /// - Throws: `ShelfTransferError/unwritableFile(path:problem:)`; the file is unchanged then.
    public func write(_ data: Data, to path: String) throws(ShelfTransferError) {
        do throws(FileSystemError) {
            // 0666 before the umask, as any other file the user saves; the shelf is not secret.
            try POSIXFile.writeAtomically(data, to: path, temporaryPrefix: ".marquee-export-", permissions: 0o666)
        } catch {
            throw .unwritableFile(path: path, problem: error.problem)
        }
    }
}
