import MarqueeDomain
import MarqueeRanking

// The use cases as these tests build them: over a catalog, ranked by this package's engine.

extension LoadFeedUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository) {
        self.init(profile: profile, ranking: TableRanking(catalog: catalog))
    }
}

extension FetchDiscoverUseCase {
    init(
        store: any ShopCatalogRepository,
        refreshingStore: (any ShopCatalogRepository)? = nil,
        catalog: any CatalogRepository
    ) {
        self.init(store: store, refreshingStore: refreshingStore, ranking: TableRanking(catalog: catalog))
    }
}

extension LoadMovieDetailUseCase {
    init(
        catalog: any CatalogRepository,
        store: (any ShopCatalogRepository)? = nil,
        matcher: (any ShopMatching)? = nil,
        facts: (any ShopFactsStore)? = nil
    ) {
        self.init(
            catalog: catalog, ranking: TableRanking(catalog: catalog), store: store, matcher: matcher, facts: facts)
    }
}

extension RecommendMoviesUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository, service: (any RecommenderRepository)?) {
        self.init(catalog: catalog, profile: profile, service: service, engine: LocalFormEngine())
    }
}
