import MarqueeDomain
import Synchronization

/// A `FeedRanking` that ranks each profile once per limit: a held-out user sits in many synthetic groups, and
/// each aggregation asks for the same member's feed again.
final class CachedRanking: FeedRanking {
    private struct Key: Hashable {
        let profile: UserProfile
        let limit: Int
        let genre: Genre?
    }

    private let base: any FeedRanking
    private let feeds = Mutex<[Key: [Recommendation]]>([:])

    /// Wraps the ranking that does the work.
    init(_ base: any FeedRanking) { self.base = base }

    /// The base ranking's feed, from the cache after the first call with the same arguments.
    func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError) -> [Recommendation] {
        let key = Key(profile: profile, limit: limit, genre: genre)
        if let cached = feeds.withLock({ $0[key] }) { return cached }
        let ranked = try await base.feed(for: profile, limit: limit, genre: genre)
        feeds.withLock { $0[key] = ranked }
        return ranked
    }

    /// The base ranking's best-rated films.
    func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie] {
        try await base.bestRated(limit, in: genres)
    }

    /// The base ranking's neighbours.
    func films(like movie: Movie, among movies: [Movie]) -> [Recommendation] { base.films(like: movie, among: movies) }
}
