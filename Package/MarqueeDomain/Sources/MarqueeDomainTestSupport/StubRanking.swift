import MarqueeDomain
import Testing

/// A ranking that answers from canned lists, so a test states the order it expects instead of the engine's.
public struct StubRanking: FeedRanking {
    /// The feed, best first, before `limit`, `genre` and passed films are applied.
    public let feed: [Recommendation]
    /// The best-rated films, before `limit` and `genres` are applied.
    public let best: [Movie]
    /// "More like this" for any film.
    public let alike: [Recommendation]

    /// Answers with the given lists.
    public init(feed: [Recommendation] = [], bestRated: [Movie] = [], alike: [Recommendation] = []) {
        self.feed = feed
        best = bestRated
        self.alike = alike
    }

    /// The canned feed without passed films, of `genre` when given, cut to `limit`.
    public func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError)
        -> [Recommendation]
    {
        let kept = feed.filter { profile.passed[$0.movie.id] == nil && genre.map($0.movie.genres.contains) ?? true }
        return Array(kept.prefix(limit))
    }

    /// The canned best-rated films of any of `genres` when given, cut to `limit`.
    public func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie] {
        let kept = best.filter { movie in genres.map { !movie.genres.intersection($0).isEmpty } ?? true }
        return Array(kept.prefix(limit))
    }

    /// The canned "more like this".
    public func films(like movie: Movie, among movies: [Movie]) -> [Recommendation] { alike }
}

/// A ranking for code paths that must never rank: any call records an issue and fails.
public struct UnimplementedRanking: FeedRanking {
    private let sourceLocation: SourceLocation

    /// Creates the double; an unexpected call is reported at `sourceLocation`, where the test made it.
    public init(sourceLocation: SourceLocation = #_sourceLocation) { self.sourceLocation = sourceLocation }

    /// Records an issue and fails.
    public func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError)
        -> [Recommendation]
    {
        Issue.record("FeedRanking.feed(for:limit:genre:) was called but not set up", sourceLocation: sourceLocation)
        throw .unavailable(reason: "unimplemented test double")
    }

    /// Records an issue and fails.
    public func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie] {
        Issue.record("FeedRanking.bestRated(_:in:) was called but not set up", sourceLocation: sourceLocation)
        throw .unavailable(reason: "unimplemented test double")
    }

    /// Records an issue and answers nothing.
    public func films(like movie: Movie, among movies: [Movie]) -> [Recommendation] {
        Issue.record("FeedRanking.films(like:among:) was called but not set up", sourceLocation: sourceLocation)
        return []
    }
}
