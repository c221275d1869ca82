import MarqueeDomain
import Synchronization
import Testing

/// A store double that answers every call with the next scripted reply and counts the calls.
///
/// A call beyond the script, or a reply of the wrong kind, records an issue and fails.
final class ScriptedShop: ShopCatalogRepository, ShopMatching {
    /// One scripted answer.
    enum Reply: Sendable {
        case movies(Sourced<[Movie]>)
        case details(Sourced<MovieDetails>)
        case match(Sourced<MovieDetails?>)
        case failure(CatalogError)
    }

    private let replies: Mutex<[Reply]>
    private let calls = Mutex(0)
    private let sourceLocation: SourceLocation

    init(_ replies: Reply..., sourceLocation: SourceLocation = #_sourceLocation) {
        self.replies = Mutex(replies)
        self.sourceLocation = sourceLocation
    }

    /// How many calls reached the store.
    var callCount: Int { calls.withLock { $0 } }

    func topMovies(in genre: ChartGenre?, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        guard case .movies(let answer) = try next() else { throw mismatch() }
        return answer
    }

    func search(_ term: String, country: String, limit: Int) async throws(CatalogError) -> Sourced<[Movie]> {
        guard case .movies(let answer) = try next() else { throw mismatch() }
        return answer
    }

    func details(for id: MovieID, country: String) async throws(CatalogError) -> Sourced<MovieDetails> {
        guard case .details(let answer) = try next() else { throw mismatch() }
        return answer
    }

    func match(title: String, year: Int?, country: String) async throws(CatalogError) -> Sourced<MovieDetails?> {
        guard case .match(let answer) = try next() else { throw mismatch() }
        return answer
    }

    private func next() throws(CatalogError) -> Reply {
        calls.withLock { $0 += 1 }
        let reply = replies.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let reply else {
            Issue.record("ScriptedShop was called more often than scripted", sourceLocation: sourceLocation)
            throw .unavailable(reason: "unscripted call")
        }
        if case .failure(let error) = reply { throw error }
        return reply
    }

    private func mismatch() -> CatalogError {
        Issue.record("ScriptedShop's next reply is for another method", sourceLocation: sourceLocation)
        return .unavailable(reason: "mismatched reply")
    }
}
