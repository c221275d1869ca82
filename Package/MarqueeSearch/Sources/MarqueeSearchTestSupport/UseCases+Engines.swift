import Foundation
import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

// The use cases as reducer and command suites build them: over an in-memory catalog, with the app's own engines
// behind the contracts, so a test sees the order a person would.

extension LoadFeedUseCase {
    /// The feed over `catalog`, ranked by the app's engine.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository) {
        self.init(profile: profile, ranking: TableRanking(catalog: catalog))
    }
}

extension FetchDiscoverUseCase {
    /// Discover over the store, with the app's engine ranking `catalog` when the store has nothing.
    public init(
        store: any ShopCatalogRepository, refreshingStore: (any ShopCatalogRepository)? = nil,
        catalog: any CatalogRepository
    ) {
        self.init(store: store, refreshingStore: refreshingStore, ranking: TableRanking(catalog: catalog))
    }
}

extension LoadMovieDetailUseCase {
    /// A film's detail from `catalog`, with the app's engine for "more like this".
    public init(
        catalog: any CatalogRepository, store: (any ShopCatalogRepository)? = nil,
        matcher: (any ShopMatching)? = nil
    ) {
        self.init(
            catalog: catalog, ranking: TableRanking(catalog: catalog), store: store, matcher: matcher,
            titles: TitleMatcher())
    }
}

extension SearchMoviesUseCase {
    /// Search over `catalog` with the app's index, and the store when given.
    public init(catalog: any CatalogRepository, store: (any ShopCatalogRepository)? = nil) {
        self.init(search: IndexedSearch(catalog: catalog), catalog: catalog, titles: TitleMatcher(), store: store)
    }
}

extension FindMovieUseCase {
    /// Finding a film by title in `catalog` with the app's index.
    public init(catalog: any CatalogRepository) {
        self.init(catalog: catalog, search: IndexedSearch(catalog: catalog))
    }
}

extension AskCatalogUseCase {
    /// The offline answer over `catalog`, with the app's engine and title lookup.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository, reader: any RequestReading) {
        let engine = OfflineAskEngine.findingTitlesBySearch
        self.init(catalog: catalog, profile: profile, reader: reader, engine: engine)
    }
}

extension RecommendMoviesUseCase {
    /// The form's answer: the service when given, else the app's own form engine over `catalog`.
    public init(catalog: any CatalogRepository, profile: any ProfileRepository, service: (any RecommenderRepository)?) {
        self.init(
            catalog: catalog, profile: profile, service: service, engine: LocalFormEngine(), titles: TitleMatcher())
    }
}

extension ImportShelfUseCase {
    /// An import into `profile` matching rows in `catalog` with the app's title matcher.
    public init(
        catalog: any CatalogRepository, profile: any ProfileRepository, format: any ShelfFileFormat,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(catalog: catalog, profile: profile, format: format, titles: TitleMatcher(), now: now)
    }
}

extension ReadGroupMemberUseCase {
    /// Reading a member's files, matching their rows in `catalog` with the app's title matcher.
    public init(catalog: any CatalogRepository, files: any GroupMemberFiles, format: any ShelfFileFormat) {
        self.init(catalog: catalog, files: files, format: format, titles: TitleMatcher())
    }
}

extension AskModelUseCase {
    /// The model's picks grounded in `catalog`, then `store`, with the app's title matcher.
    public init(
        model: any ChatModelRepository, catalog: any CatalogRepository, profile: any ProfileRepository,
        store: (any ShopCatalogRepository)? = nil, country: String = "us"
    ) {
        self.init(
            model: model, catalog: catalog, profile: profile, store: store, country: country, titles: TitleMatcher())
    }
}
