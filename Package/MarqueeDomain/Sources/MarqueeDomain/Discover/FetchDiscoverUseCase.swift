/// Loads the Discover screen: the store's featured chart and its seven genre charts, or the bundled catalog.
public struct FetchDiscoverUseCase: Sendable {
    /// How many films the featured row asks for.
    public static let featuredLimit = 25
    /// How many films each genre row asks for.
    public static let rowLimit = 10

    private let store: any ShopCatalogRepository
    private let refreshingStore: any ShopCatalogRepository
    private let ranking: any FeedRanking

    /// Creates the use case.
    public init(
        store: any ShopCatalogRepository,
        refreshingStore: (any ShopCatalogRepository)? = nil,
        ranking: any FeedRanking
    ) {
        self.store = store
        self.refreshingStore = refreshingStore ?? store
        self.ranking = ranking
    }

    /// Loads the rows.
    public func execute(genre: ChartGenre? = nil, country: String, refresh: Bool = false) async throws(CatalogError)
        -> DiscoverCatalog
    {
        let store = refresh ? refreshingStore : self.store
        let first: DiscoverSection.Kind = genre.map { .genre($0) } ?? .featured
        let lead: DiscoverSection
        do {
            lead = try await Self.section(first, from: store, country: country)
        } catch {
            return try await bundled(genre: genre, failure: error)
        }
        guard genre == nil else { return DiscoverCatalog(sections: [lead]) }
        let rows = await withTaskGroup(of: (Int, DiscoverSection?).self) { group in
            for (index, genre) in ChartGenre.allCases.enumerated() {
                group.addTask {
                    do throws(CatalogError) {
                        let row = try await Self.section(.genre(genre), from: store, country: country)
                        return (index, row.movies.isEmpty ? nil : row)
                    } catch {
                        return (index, nil)
                    }
                }
            }
            var rows: [(Int, DiscoverSection?)] = []
            for await row in group { rows.append(row) }
            return rows.sorted { $0.0 < $1.0 }.compactMap(\.1)
        }
        return DiscoverCatalog(sections: [lead] + rows)
    }

    private static func section(
        _ kind: DiscoverSection.Kind,
        from store: any ShopCatalogRepository,
        country: String
    ) async throws(CatalogError) -> DiscoverSection {
        switch kind {
        case .featured:
            let chart = try await store.topMovies(in: nil, country: country, limit: featuredLimit)
            return DiscoverSection(kind: kind, movies: chart.value, source: chart.source)
        case .genre(let genre):
            let chart = try await store.topMovies(in: genre, country: country, limit: rowLimit)
            return DiscoverSection(kind: kind, movies: chart.value, source: chart.source)
        }
    }

    /// Every row from the bundled catalog, keeping the store's failure so the screen can say why.
    private func bundled(genre: ChartGenre?, failure: CatalogError) async throws(CatalogError) -> DiscoverCatalog {
        var kinds: [DiscoverSection.Kind] = [.featured]
        kinds += ChartGenre.allCases.map(DiscoverSection.Kind.genre)
        if let genre { kinds = [.genre(genre)] }
        var sections: [DiscoverSection] = []
        for kind in kinds {
            let movies: [Movie]
            switch kind {
            case .featured: movies = try await ranking.bestRated(Self.featuredLimit, in: nil)
            case .genre(let genre): movies = try await ranking.bestRated(Self.rowLimit, in: genre.catalogGenres)
            }
            sections.append(DiscoverSection(kind: kind, movies: movies, source: .bundled))
        }
        return DiscoverCatalog(sections: sections.filter { !$0.movies.isEmpty }, storeFailure: failure)
    }
}
