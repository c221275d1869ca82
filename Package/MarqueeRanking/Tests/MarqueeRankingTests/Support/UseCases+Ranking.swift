import Foundation
import MarqueeDomain
import MarqueeRanking

// The use cases as these tests build them: over a catalog, ranked and matched by this package's engines.

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
            catalog: catalog, ranking: TableRanking(catalog: catalog), store: store, matcher: matcher,
            titles: TitleMatcher(), facts: facts)
    }
}

extension RecommendMoviesUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository, service: (any RecommenderRepository)?) {
        self.init(
            catalog: catalog, profile: profile, service: service, engine: LocalFormEngine(), titles: TitleMatcher())
    }
}

extension ImportShelfUseCase {
    init(
        catalog: any CatalogRepository, profile: any ProfileRepository, format: any ShelfFileFormat,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(catalog: catalog, profile: profile, format: format, titles: TitleMatcher(), now: now)
    }
}

extension ReadGroupMemberUseCase {
    init(catalog: any CatalogRepository, files: any GroupMemberFiles, format: any ShelfFileFormat) {
        self.init(catalog: catalog, files: files, format: format, titles: TitleMatcher())
    }
}

extension AskModelUseCase {
    init(
        model: any ChatModelRepository, catalog: any CatalogRepository, profile: any ProfileRepository,
        store: (any ShopCatalogRepository)? = nil, country: String = "us"
    ) {
        self.init(
            model: model, catalog: catalog, profile: profile, store: store, country: country, titles: TitleMatcher())
    }
}
