import MarqueeDomain
import MarqueeRequests
import MarqueeSearch

@testable import MarqueeRanking

// The use cases and engines as these tests build them: over a catalog, with this package's index.

extension SearchMoviesUseCase {
    init(catalog: any CatalogRepository, store: (any ShopCatalogRepository)? = nil) {
        self.init(search: IndexedSearch(catalog: catalog), catalog: catalog, titles: TitleMatcher(), store: store)
    }
}

extension FindMovieUseCase {
    init(catalog: any CatalogRepository) {
        self.init(catalog: catalog, search: IndexedSearch(catalog: catalog))
    }
}

extension AskCatalogUseCase {
    init(
        catalog: any CatalogRepository, profile: any ProfileRepository,
        reader: any RequestReading = OfflineRequestReader()
    ) {
        self.init(catalog: catalog, profile: profile, reader: reader, engine: OfflineAskEngine())
    }
}

extension RecommendMoviesUseCase {
    init(catalog: any CatalogRepository, profile: any ProfileRepository, service: (any RecommenderRepository)?) {
        self.init(
            catalog: catalog, profile: profile, service: service, engine: LocalFormEngine(), titles: TitleMatcher())
    }
}

extension AskModelUseCase {
    init(model: any ChatModelRepository, catalog: any CatalogRepository, profile: any ProfileRepository) {
        self.init(model: model, catalog: catalog, profile: profile, titles: TitleMatcher())
    }
}

extension OfflineAskEngine {
    /// The engine as the app builds it: search's title matching and the request reader's themes.
    init(weights: RankingWeights = .standard, askWeights: AskWeights = .standard) {
        self.init(
            weights: weights, askWeights: askWeights, findTitle: AskResolver.searchTitles)
    }
}

extension AskResolver {
    /// The best title match among some films, as search ranks them.
    static let searchTitles: TitleFinder = { text, films in SearchIndex(films).search(text, limit: 1).first }

    init() { self.init(findTitle: Self.searchTitles) }
}

extension MovieMatcher {
    /// Searches some films as the index ranks them.
    func search(_ query: String, in movies: [Movie], limit: Int) -> [MovieMatch] {
        SearchIndex(movies).search(query, limit: limit)
    }
}
