import Foundation
import MarqueeDomain

/// What every `FeedRanking` promises, checked the same way for the engine over films and over the bundled blob.
public enum FeedRankingContract {
    /// A broken promise, naming it.
    public struct Violation: Error, CustomStringConvertible {
        /// What the ranking did wrong.
        public let description: String
    }

    /// Checks a ranking against the contract.
    ///
    /// The feed holds at most `limit` films, each once; a passed film never appears; two calls give the same feed;
    /// a genre keeps only that genre's films; `bestRated` respects its limit and genres.
    /// - Parameter ranking: the ranking under test.
    /// - Throws: a ``Violation`` naming the first broken promise, or the ranking's own error.
    public static func verify(_ ranking: any FeedRanking) async throws {
        let plain = try await ranking.feed(for: UserProfile(), limit: 5, genre: nil)
        guard !plain.isEmpty, plain.count <= 5 else { throw Violation(description: "the feed ignores its limit") }
        guard Set(plain.map(\.movie.id)).count == plain.count else {
            throw Violation(description: "the feed lists a film twice")
        }
        guard try await ranking.feed(for: UserProfile(), limit: 5, genre: nil) == plain else {
            throw Violation(description: "two calls give different feeds")
        }
        var profile = UserProfile()
        profile.apply(.pass, to: plain[0].movie.id, at: Date(timeIntervalSince1970: 0))
        let afterPass = try await ranking.feed(for: profile, limit: 5, genre: nil)
        guard !afterPass.contains(where: { $0.movie.id == plain[0].movie.id }) else {
            throw Violation(description: "a passed film is still in the feed")
        }
        let drama = try await ranking.feed(for: UserProfile(), limit: 5, genre: .drama)
        guard drama.allSatisfy({ $0.movie.genres.contains(.drama) }) else {
            throw Violation(description: "the genre filter lets another genre through")
        }
        let best = try await ranking.bestRated(3, in: [.comedy])
        guard best.count <= 3, best.allSatisfy({ $0.genres.contains(.comedy) }) else {
            throw Violation(description: "bestRated ignores its limit or its genres")
        }
    }
}
