import Foundation

/// Reads and writes whole shelf files, so commands never meet the file system's own errors.
public protocol ShelfFileRepository: Sendable {
    /// The whole file.
    /// - Parameter path: the file, as the user gave it.
    /// - Returns: its bytes.
    /// - Throws: ``ShelfTransferError/fileNotFound(path:)`` or ``ShelfTransferError/unreadableFile(path:problem:)``.
    func read(_ path: String) throws(ShelfTransferError) -> Data

    /// Replaces the file with `data` whole or not at all, so a failed export never leaves half a shelf behind.
    /// - Parameters:
    ///   - data: the new contents.
    ///   - path: the file, as the user gave it.
    /// - Throws: ``ShelfTransferError/unwritableFile(path:problem:)``; the file is unchanged then.
    func write(_ data: Data, to path: String) throws(ShelfTransferError)
}
