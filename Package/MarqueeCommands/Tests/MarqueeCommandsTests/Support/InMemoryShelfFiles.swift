import Foundation
import MarqueeDomain
import Synchronization

/// Shelf files held in memory by path; a path never written reads as not found.
final class InMemoryShelfFiles: ShelfFileRepository {
    private let files: Mutex<[String: Data]>

    init(_ files: [String: Data] = [:]) { self.files = Mutex(files) }

    /// The bytes written to `path`, if any.
    func contents(of path: String) -> Data? { files.withLock { $0[path] } }

    func read(_ path: String) throws(ShelfTransferError) -> Data {
        guard let data = files.withLock({ $0[path] }) else { throw .fileNotFound(path: path) }
        return data
    }

    func write(_ data: Data, to path: String) throws(ShelfTransferError) {
        files.withLock { $0[path] = data }
    }
}
