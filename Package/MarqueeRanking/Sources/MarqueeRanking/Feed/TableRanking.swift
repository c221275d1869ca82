import MarqueeDomain
import Synchronization

/// The feed, Discover's bundled rows and "more like this", ranked over a ``FilmTable``: the `FeedRanking` and
/// `CatalogMeasuring` Domain's use cases call.
///
/// The table comes from the storage, which may lay it out once for the process (the bundled blob's columns), or
/// is laid out here from films on first use.
public final class TableRanking: FeedRanking, CatalogMeasuring {
    private let engine: RecommendationEngine
    private let load: @Sendable () async throws(CatalogError) -> FilmTable
    private let films: @Sendable () async throws(CatalogError) -> [Movie]

    /// Ranks a table the storage keeps.
    /// - Parameters:
    ///   - weights: the ranking's constants.
    ///   - table: the catalog as columns, asked for on each ranking.
    ///   - movies: the catalog's films, for Discover's bundled rows.
    public init(
        weights: RankingWeights = .standard,
        table: @escaping @Sendable () async throws(CatalogError) -> FilmTable,
        movies: @escaping @Sendable () async throws(CatalogError) -> [Movie]
    ) {
        engine = RecommendationEngine(weights: weights)
        load = table
        films = movies
    }

    /// Ranks a catalog's films, laid out as a table once, on first use.
    /// - Parameters:
    ///   - catalog: the films.
    ///   - weights: the ranking's constants.
    public convenience init(catalog: any CatalogRepository, weights: RankingWeights = .standard) {
        let box = TableBox()
        self.init(
            weights: weights,
            table: { () async throws(CatalogError) -> FilmTable in
                try await box.table { () async throws(CatalogError) -> [Movie] in try await catalog.allMovies() }
            },
            movies: { () async throws(CatalogError) -> [Movie] in try await catalog.allMovies() }
        )
    }

    /// Ranks fixed films, for tests and evaluation.
    public convenience init(movies: [Movie], weights: RankingWeights = .standard) {
        let table = FilmTable(movies: movies)
        self.init(weights: weights, table: { table }, movies: { movies })
    }

    /// The table ranked for a profile, best first.
    public func feed(for profile: UserProfile, limit: Int, genre: Genre?) async throws(CatalogError)
        -> [Recommendation]
    {
        feed(for: profile, limit: limit, genre: genre, over: try await load())
    }

    /// A table ranked for a profile, best first: the storage's, or one with more laid over it (``ShopFilledRanking``).
    func feed(for profile: UserProfile, limit: Int, genre: Genre?, over table: FilmTable) -> [Recommendation] {
        // Folded straight from the table's rows: no reacted film becomes a `Movie`, and ranking reads the evidence
        // as is.
        let taste = TasteModel(profile: profile, weights: engine.weights, table: table)
        return engine.rank(table, taste: taste, limit: limit, genre: genre)
    }

    /// The storage's table, as ranking reads it.
    func table() async throws(CatalogError) -> FilmTable { try await load() }

    /// The best-rated films by critic score shrunk toward the catalog mean, of any of `genres` when given.
    public func bestRated(_ limit: Int, in genres: GenreSet?) async throws(CatalogError) -> [Movie] {
        BundledCharts(movies: try await films(), weights: engine.weights).top(limit, in: genres)
    }

    /// The film's co-rating neighbours among `movies` that are good films, strongest link first.
    public func films(like movie: Movie, among movies: [Movie]) -> [Recommendation] {
        let wanted = Set(movie.coLiked.map(\.id))
        let byID = Dictionary(movies.lazy.filter { wanted.contains($0.id) }.map { ($0.id, $0) }) { first, _ in first }
        let prior = CriticPrior(measuring: movies, weight: RankingWeights.standard.priorReviewCount)
        return MoreLikeThis().films(like: movie, lookup: { byID[$0] }, prior: prior)
    }

    /// The catalog's years and size, from the year column alone.
    public func span() async throws(CatalogError) -> CatalogSpan? {
        // The year column is enough: building every film would cost more than the rest of `--version`.
        CatalogSpan(measuring: try await load())
    }
}

/// A table laid out from a catalog's films once per ranking, on the first call that needs it.
private final class TableBox: Sendable {
    private let table = Mutex<FilmTable?>(nil)

    func table(_ movies: () async throws(CatalogError) -> [Movie]) async throws(CatalogError) -> FilmTable {
        if let laid = table.withLock({ $0 }) { return laid }
        let laid = FilmTable(movies: try await movies())
        table.withLock { $0 = $0 ?? laid }
        return laid
    }
}
