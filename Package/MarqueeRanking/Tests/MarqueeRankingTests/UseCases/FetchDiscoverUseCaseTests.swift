import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct FetchDiscoverUseCaseTests {
    private static func film(_ number: Int) -> Movie { Movie(id: MovieID("itunes:\(number)"), title: "Film \(number)") }

    private static let featured = [film(1), film(2)]
    private static let cached = DataSource.cached(savedAt: StubShop.cachedAt)

    /// Every genre row answers live with one film numbered after its position.
    private static func allRows() -> [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] {
        var charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [
            nil: .success(Sourced(featured, source: .live))
        ]
        for (index, genre) in ChartGenre.allCases.enumerated() {
            charts[genre] = .success(Sourced([film(10 + index)], source: .live))
        }
        return charts
    }

    private static func row(_ genre: ChartGenre, _ movies: [Movie], _ source: DataSource = .live) -> DiscoverSection {
        DiscoverSection(kind: .genre(genre), movies: movies, source: source)
    }

    @Test("Genre rows come back in ChartGenre order even when they finish in reverse order")
    func stableOrder() async throws {
        var yields: [ChartGenre?: Int] = [:]
        for (index, genre) in ChartGenre.allCases.enumerated() { yields[genre] = (7 - index) * 20 }
        let store = StubShop(charts: Self.allRows(), yields: yields)

        let catalog = try await FetchDiscoverUseCase(store: store, catalog: UnimplementedCatalogRepository())
            .execute(country: "us")

        let expected =
            [DiscoverSection(kind: .featured, movies: Self.featured, source: .live)]
            + ChartGenre.allCases.enumerated().map { Self.row($1, [Self.film(10 + $0)]) }
        #expect(catalog == DiscoverCatalog(sections: expected))
        #expect(catalog.source == .live)
        #expect(store.questions.first == "chart featured us 25")
        #expect(Set(store.questions.dropFirst()) == Set(ChartGenre.allCases.map { "chart \($0.rawValue) us 10" }))
    }

    @Test("A genre row that fails or comes back empty is dropped and the rest keep their order")
    func failingAndEmptyRowsAreDropped() async throws {
        var charts = Self.allRows()
        charts[.comedy] = .failure(.serviceFailed(status: 500))
        charts[.horror] = .success(Sourced([], source: .live))
        charts[.thriller] = .success(Sourced([Self.film(16)], source: Self.cached))
        let store = StubShop(charts: charts)

        let catalog = try await FetchDiscoverUseCase(store: store, catalog: UnimplementedCatalogRepository())
            .execute(country: "de")

        let expected = DiscoverCatalog(sections: [
            DiscoverSection(kind: .featured, movies: Self.featured, source: .live),
            Self.row(.actionAndAdventure, [Self.film(10)]),
            Self.row(.drama, [Self.film(12)]),
            Self.row(.kidsAndFamily, [Self.film(14)]),
            Self.row(.sciFiAndFantasy, [Self.film(15)]),
            Self.row(.thriller, [Self.film(16)], Self.cached),
        ])
        #expect(catalog == expected)
        #expect(catalog.source == Self.cached, "a screen is as stale as its stalest row")
    }

    @Test("When the featured chart cannot be had, every row comes from the bundled catalog, best rated first")
    func offlineWithNothingCachedFallsBackToTheBundledCatalog() async throws {
        let store = StubShop(charts: [nil: .failure(.offline(reason: .other("Connection refused")))])
        let catalog = try await FetchDiscoverUseCase(store: store, catalog: ArrayCatalog(BundledFilms.all))
            .execute(country: "us")

        let expected = DiscoverCatalog(
            sections: [
                DiscoverSection(
                    kind: .featured,
                    movies: [BundledFilms.comedy, BundledFilms.family, BundledFilms.drama, BundledFilms.horror],
                    source: .bundled
                ),
                Self.row(.comedy, [BundledFilms.comedy, BundledFilms.drama], .bundled),
                Self.row(.drama, [BundledFilms.drama], .bundled),
                Self.row(.horror, [BundledFilms.horror], .bundled),
                Self.row(.kidsAndFamily, [BundledFilms.family], .bundled),
            ],
            storeFailure: .offline(reason: .other("Connection refused"))
        )
        #expect(catalog == expected)
        #expect(catalog.source == .bundled)
        #expect(store.questions == ["chart featured us 25"], "no genre chart is asked for once the featured one fails")
    }

    @Test("One genre asks only for that chart, and falls back to that genre's bundled row")
    func oneGenre() async throws {
        let live = StubShop(charts: [.drama: .success(Sourced([Self.film(3)], source: .live))])
        let offline = StubShop(charts: [.comedy: .failure(.timedOut)])
        let bundled = ArrayCatalog(BundledFilms.all)

        let fromStore = try await FetchDiscoverUseCase(store: live, catalog: UnimplementedCatalogRepository())
            .execute(genre: .drama, country: "us")
        let fromCatalog = try await FetchDiscoverUseCase(store: offline, catalog: bundled)
            .execute(genre: .comedy, country: "us")

        #expect(fromStore == DiscoverCatalog(sections: [Self.row(.drama, [Self.film(3)])]))
        #expect(live.questions == ["chart drama us 10"])
        #expect(
            fromCatalog
                == DiscoverCatalog(
                    sections: [Self.row(.comedy, [BundledFilms.comedy, BundledFilms.drama], .bundled)],
                    storeFailure: .timedOut
                )
        )
    }

    @Test("A refresh asks the store that skips fresh cache entries, and a first load the one that uses them")
    func refreshUsesTheRefreshingStore() async throws {
        let cachedStore = StubShop(charts: [.horror: .success(Sourced([Self.film(1)], source: Self.cached))])
        let refreshingStore = StubShop(charts: [.horror: .success(Sourced([Self.film(2)], source: .live))])
        let useCase = FetchDiscoverUseCase(
            store: cachedStore, refreshingStore: refreshingStore, catalog: UnimplementedCatalogRepository())

        let first = try await useCase.execute(genre: .horror, country: "us")
        let refreshed = try await useCase.execute(genre: .horror, country: "us", refresh: true)

        #expect(first == DiscoverCatalog(sections: [Self.row(.horror, [Self.film(1)], Self.cached)]))
        #expect(refreshed == DiscoverCatalog(sections: [Self.row(.horror, [Self.film(2)])]))
        #expect(cachedStore.questions == ["chart horror us 10"])
        #expect(refreshingStore.questions == ["chart horror us 10"])
    }

    @Test("When the store and the bundled catalog both fail, the bundled catalog's error is thrown")
    func everythingFails() async {
        let store = StubShop(charts: [nil: .failure(.serviceFailed(status: 503))])
        let useCase = FetchDiscoverUseCase(
            store: store, catalog: ArrayCatalog(failingWith: .unavailable(reason: "missing")))

        await #expect(throws: CatalogError.unavailable(reason: "missing")) {
            try await useCase.execute(country: "us")
        }
    }
}
