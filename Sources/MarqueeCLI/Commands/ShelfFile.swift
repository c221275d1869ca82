import Foundation
import MarqueeDomain

/// Reads and writes shelf files, turning Foundation's file errors into ``ShelfTransferError`` at this one boundary.
enum ShelfFile {
    /// Writes bytes atomically.
    static func write(_ data: Data, to path: String) throws(ShelfTransferError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritableFile(path: path, reason: reason(error))
        }
    }

    /// Reads a whole file.
    static func read(_ path: String) throws(ShelfTransferError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }
}
