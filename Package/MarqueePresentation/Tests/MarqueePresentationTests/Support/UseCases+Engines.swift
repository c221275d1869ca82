import MarqueeDomain
import MarqueeRanking
import MarqueeRequests
import MarqueeSearch

// The use cases as these suites build them: over an in-memory catalog, with the app's own engines behind the
// contracts, so a reducer test sees the order a person would.

extension LoadFeedUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository) {
        self.init(profile: profile, ranking: TableRanking(catalog: catalog))
    }
}

extension FetchDiscoverUseCase {
    init(
        store: any ShopCatalogRepository, refreshingStore: (any ShopCatalogRepository)? = nil,
        catalog: any CatalogRepository
    ) {
        self.init(store: store, refreshingStore: refreshingStore, ranking: TableRanking(catalog: catalog))
    }
}

extension LoadMovieDetailUseCase {
    init(
        catalog: any CatalogRepository, store: (any ShopCatalogRepository)? = nil,
        matcher: (any ShopMatching)? = nil
    ) {
        self.init(catalog: catalog, ranking: TableRanking(catalog: catalog), store: store, matcher: matcher)
    }
}

extension SearchMoviesUseCase {
    init(catalog: any CatalogRepository, store: (any ShopCatalogRepository)? = nil) {
        self.init(search: IndexedSearch(catalog: catalog), catalog: catalog, store: store)
    }
}

extension FindMovieUseCase {
    init(catalog: any CatalogRepository) {
        self.init(catalog: catalog, search: IndexedSearch(catalog: catalog))
    }
}

extension AskCatalogUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository, reader: any RequestReading) {
        let engine = OfflineAskEngine(findTitle: { text, films in SearchIndex(films).search(text, limit: 1).first })
        self.init(catalog: catalog, profile: profile, reader: reader, engine: engine)
    }
}

extension RecommendMoviesUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository, service: (any RecommenderRepository)?) {
        self.init(catalog: catalog, profile: profile, service: service, engine: LocalFormEngine())
    }
}
