/// Everything known about one film: the catalog's entry, the store's, or both merged.
public struct LoadMovieDetailUseCase: Sendable {
    private let catalog: any CatalogRepository
    private let ranking: any FeedRanking
    private let store: (any ShopCatalogRepository)?
    private let matcher: (any ShopMatching)?
    private let titles: any TitleMatching
    private let facts: (any ShopFactsStore)?

    /// Creates the use case.
    /// - Parameters:
    ///   - catalog: the bundled catalog.
    ///   - ranking: finds the films this one's fans also liked.
    ///   - store: the store for store ids, usually behind its caching decorator; `nil` for catalog films only.
    ///   - matcher: finds catalog films in the store (cached); `nil` skips enrichment.
    ///   - titles: finds the catalog film a store film is.
    ///   - facts: keeps what the store filled in, for search, ask and offline screens; `nil` keeps nothing.
    public init(
        catalog: any CatalogRepository,
        ranking: any FeedRanking,
        store: (any ShopCatalogRepository)? = nil,
        matcher: (any ShopMatching)? = nil,
        titles: any TitleMatching,
        facts: (any ShopFactsStore)? = nil
    ) {
        self.catalog = catalog
        self.ranking = ranking
        self.store = store
        self.matcher = matcher
        self.titles = titles
        self.facts = facts
    }

    /// Loads one film's details.
    /// - Parameters:
    ///   - id: a catalog id or a store id.
    ///   - country: the store's storefront.
    /// - Returns: the details and their sources.
    /// - Throws: ``CatalogError/notFound(_:)`` when no film has the id; for a store id, the store's error.
    public func execute(_ id: MovieID, country: String = "us") async throws(CatalogError) -> DetailedMovie {
        var detail = try await load(id, country: country)
        detail.alsoLiked = await alsoLiked(detail.details.catalogID ?? detail.details.movie.id)
        return detail
    }

    private func alsoLiked(_ id: MovieID) async -> [Recommendation] {
        guard let movies = try? await catalog.allMovies(), let movie = movies.first(where: { $0.id == id }),
            !movie.coLiked.isEmpty
        else { return [] }
        // A missing catalog only loses the suggestions; the film's own details still stand.
        return ranking.films(like: movie, among: movies)
    }

    private func load(_ id: MovieID, country: String) async throws(CatalogError) -> DetailedMovie {
        if id.isShopID { return try await storeFilm(id, country: country) }
        let movie = try await catalog.movie(withID: id)
        let plain = DetailedMovie(details: MovieDetails(movie: movie), source: .bundled)
        guard let matcher else { return plain }
        let match: Sourced<MovieDetails?>
        do {
            match = try await matcher.match(title: movie.title, year: movie.year, country: country)
        } catch {
            return DetailedMovie(details: plain.details, source: .bundled, storeFailure: error)
        }
        guard let found = match.value else { return plain }
        await facts?.remember(found, for: movie)
        let merged = MovieDetails.merging(catalog: movie, store: found, id: movie.id, title: movie.title)
        return DetailedMovie(details: merged, source: .bundled, storeSource: match.source)
    }

    private func storeFilm(_ id: MovieID, country: String) async throws(CatalogError) -> DetailedMovie {
        guard let store else { throw .notFound(id) }
        let found = try await store.details(for: id, country: country)
        let movies: [Movie]
        do {
            movies = try await catalog.allMovies()
        } catch {
            // The link is a bonus; the store's answer stands without it.
            return DetailedMovie(details: found.value, source: found.source, storeSource: found.source)
        }
        guard let twin = titles.twin(of: found.value.movie, in: movies) else {
            return DetailedMovie(details: found.value, source: found.source, storeSource: found.source)
        }
        await facts?.remember(found.value, for: twin)
        let merged = MovieDetails.merging(catalog: twin, store: found.value, id: id, title: found.value.movie.title)
        return DetailedMovie(details: merged, source: found.source, storeSource: found.source)
    }
}
