import Foundation
import MarqueeDomain
import Synchronization

/// People's files in memory: each source reads as the shelf text it holds (see `TitleLines`); saving records the
/// names kept, and refuses nothing.
final class InMemoryMembers: GroupMemberFiles {
    private let sources: [String: String]
    private let kept = Mutex<[String: String]>([:])

    init(_ sources: [String: String] = [:]) {
        self.sources = sources
    }

    /// The sources saved, by name.
    var saved: [String: String] { kept.withLock { $0 } }

    func read(_ source: String) async throws(ShelfTransferError) -> GroupMemberSource {
        if let named = kept.withLock({ $0[source] }), let text = sources[named] {
            return .shelf([named: Data(text.utf8)])
        }
        guard let text = sources[source] else { throw .fileNotFound(path: source) }
        return .shelf([source: Data(text.utf8)])
    }

    func save(_ source: String, as name: String) throws(ShelfTransferError) {
        guard sources[source] != nil else { throw .fileNotFound(path: source) }
        kept.withLock { $0[name] = source }
    }
}
