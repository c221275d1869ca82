import MarqueeDomain

/// The feed ranked with what the iTunes Store filled in for thin films laid over the catalog's table
/// (``FilmTable/filling(_:)``): a liked film's store director lifts that director's other films and is named in
/// their reason, and a filled film earns its own director's term.
///
/// A decorator, as search's is, rather than a change to the catalog's storage: the table is read-only and shared,
/// while these facts are one person's, from their own lookups, and may grow while the process runs. With no filled
/// film, the feed is the wrapped ranking's, with no work added.
public struct ShopFilledRanking: FeedRanking {
    private let wrapped: TableRanking
    private let filled: @Sendable () async -> [Movie]

    /// Wraps the catalog's ranking.
    /// - Parameters:
    ///   - wrapped: the ranking over the catalog's table.
    ///   - filled: the films the store filled in, with their store facts; asked on each feed.
    public init(wrapping wrapped: TableRanking, filled: @escaping @Sendable () async -> [Movie]) {
        self.wrapped = wrapped
        self.filled = filled
    }

    /// The catalog ranked for a profile with the filled films' facts, best first.
    public func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError)
        -> [Recommendation]
    {
        let films = await filled()
        guard !films.isEmpty else { return try await wrapped.feed(for: profile, limit: limit, genre: genre) }
        let table = try await wrapped.table().filling(films)
        return wrapped.feed(for: profile, limit: limit, genre: genre, over: table)
    }

    /// The wrapped ranking's best-rated films: quality alone, which the store's facts do not change.
    public func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie] {
        try await wrapped.bestRated(limit, in: genres)
    }

    /// The wrapped ranking's co-rating neighbours, which the store's facts do not change.
    public func films(like movie: Movie, among movies: [Movie]) -> [Recommendation] {
        wrapped.films(like: movie, among: movies)
    }
}
