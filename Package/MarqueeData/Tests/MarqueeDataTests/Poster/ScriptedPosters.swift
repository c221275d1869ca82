import Foundation
import MarqueeDomain
import Synchronization
import Testing

@testable import MarqueeData

/// A poster repository that answers from a script, in order, and records what it was asked.
///
/// A question beyond the script records an issue and fails, so a test that expects no network fails loudly.
final class ScriptedPosters: PosterRepository {
    private let replies: Mutex<[Result<Data, PosterError>]>
    private let asked = Mutex<[URL]>([])
    private let sourceLocation: SourceLocation

    init(_ replies: [Result<Data, PosterError>] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        self.replies = Mutex(replies)
        self.sourceLocation = sourceLocation
    }

    /// Every URL asked for so far.
    var requests: [URL] { asked.withLock { $0 } }

    func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data {
        asked.withLock { $0.append(url) }
        let reply = replies.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let reply else {
            Issue.record(
                "ScriptedPosters.poster(at: \(url)) was called but not scripted", sourceLocation: sourceLocation)
            throw .unavailable(reason: "unscripted")
        }
        return try reply.get()
    }
}
