import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeSearch

struct SearchMoviesUseCaseTests {
    private static let storeDarkKnight = Movie(id: MovieID("itunes:1"), title: "The Dark Knight", year: 2008)
    private static let rises = Movie(id: MovieID("itunes:2"), title: "The Dark Knight Rises", year: 2012)
    private static let batmanBegins = Movie(id: MovieID("itunes:3"), title: "Batman Begins", year: 2005)

    @Test(
        "Queries under two characters after trimming find nothing and ask neither catalog nor store",
        arguments: ["", " ", "d", "  d  ", "\n"])
    func shortQueriesAskNobody(query: String) async throws {
        let useCase = SearchMoviesUseCase(catalog: UnimplementedCatalogRepository(), store: StubShop())

        let found = try await useCase.execute(query)

        #expect(found == SearchResults(query: query.trimmingCharacters(in: .whitespacesAndNewlines), results: []))
    }

    @Test("The catalog alone forgives a typo per word and ranks The Dark Knight first for \"drk knight\"")
    func catalogSearchForgivesTypos() async throws {
        let found = try await SearchMoviesUseCase(catalog: ArrayCatalog()).execute("  drk knight ", limit: 1)

        let expected = SearchResults(
            query: "drk knight",
            results: [SearchResult(movie: Films.darkKnight, quality: .titleWithTypo, source: .bundled)]
        )
        #expect(found == expected)
    }

    @Test("The catalog search reads the search seam alone and never asks the catalog for its films")
    func searchesTheCatalogsIndex() async throws {
        let useCase = SearchMoviesUseCase(
            search: IndexedSearch(movies: Films.all), catalog: UnimplementedCatalogRepository(), titles: TitleMatcher())
        let found = try await useCase.searchCatalog("drk knight", limit: 1)

        let expected = SearchResults(
            query: "drk knight",
            results: [SearchResult(movie: Films.darkKnight, quality: .titleWithTypo, source: .bundled)]
        )
        #expect(found == expected)
    }

    @Test("Store results merge in by match quality; a store copy of a catalog film collapses into the catalog's entry")
    func mergesAndCollapses() async throws {
        let answer = Sourced([Self.batmanBegins, Self.storeDarkKnight, Self.rises], source: .live)
        let store = StubShop(anySearch: .success(answer))

        let found = try await SearchMoviesUseCase(catalog: ArrayCatalog(), store: store).execute("dark knight")

        let expected = SearchResults(
            query: "dark knight",
            results: [
                SearchResult(
                    movie: Films.darkKnight, quality: .titleWords, source: .bundled, storeID: MovieID("itunes:1")),
                SearchResult(movie: Self.rises, quality: .titleWords, source: .live),
                SearchResult(movie: Self.batmanBegins, quality: nil, source: .live),
            ],
            storeSource: .live
        )
        #expect(found == expected)
        #expect(store.questions == ["search dark knight us 10"])
    }

    @Test(
        "A store film collapses into a catalog film only with the same folded title and a year at most one apart",
        arguments: [
            (Movie(id: MovieID("itunes:9"), title: "THE DARK KNIGHT", year: 2009), nil),
            (Movie(id: MovieID("itunes:9"), title: "The Dark Knight (2008)", year: 2008), nil),
            (Movie(id: MovieID("itunes:9"), title: "The Dark Knight", year: nil), nil),
            (Movie(id: MovieID("itunes:9"), title: "The Dark Knight", year: 2010), .titleWords),
            (Movie(id: MovieID("itunes:9"), title: "The Dark Night", year: 2008), .titleWithTypo),
        ] as [(Movie, MatchQuality?)]
    )
    func collapseRule(storeFilm: Movie, storeQuality: MatchQuality?) async throws {
        let collapses = storeQuality == nil
        let store = StubShop(anySearch: .success(Sourced([storeFilm], source: .cached(savedAt: StubShop.cachedAt))))

        let found = try await SearchMoviesUseCase(catalog: ArrayCatalog(), store: store).execute("dark knight")

        let catalogEntry = SearchResult(
            movie: Films.darkKnight, quality: .titleWords, source: .bundled, storeID: collapses ? storeFilm.id : nil)
        let storeEntry = SearchResult(
            movie: storeFilm, quality: storeQuality, source: .cached(savedAt: StubShop.cachedAt))
        #expect(found.results == (collapses ? [catalogEntry] : [catalogEntry, storeEntry]))
        #expect(found.storeSource == .cached(savedAt: StubShop.cachedAt))
    }

    @Test("A store film the words match only in its description still shows as its catalog twin, ranked last")
    func storeOnlyMatchesKeepTheCatalogEntry() async throws {
        let store = StubShop(anySearch: .success(Sourced([Self.storeDarkKnight], source: .live)))

        let found = try await SearchMoviesUseCase(catalog: ArrayCatalog(), store: store).execute("joker")

        let expected = SearchResults(
            query: "joker",
            results: [
                SearchResult(movie: Films.darkKnight, quality: nil, source: .bundled, storeID: Self.storeDarkKnight.id)
            ],
            storeSource: .live
        )
        #expect(found == expected)
    }

    @Test("A store failure keeps the catalog's results and says why the store is missing")
    func storeFailureKeepsCatalogResults() async throws {
        let store = StubShop(anySearch: .failure(.rateLimited(retryAfterSeconds: 30)))

        let found = try await SearchMoviesUseCase(catalog: ArrayCatalog(), store: store).execute("amelie")

        let expected = SearchResults(
            query: "amelie",
            results: [SearchResult(movie: Films.amelie, quality: .exactTitle, source: .bundled)],
            storeFailure: .rateLimited(retryAfterSeconds: 30)
        )
        #expect(found == expected)
    }

    @Test("The catalog's results come first, marked as waiting for the store, and the store is not asked yet")
    func catalogPhaseAsksNoStore() async throws {
        let store = StubShop(anySearch: .success(Sourced([Self.rises], source: .live)))
        let useCase = SearchMoviesUseCase(catalog: ArrayCatalog(), store: store)

        let local = try await useCase.searchCatalog(" dark knight ", limit: 1)

        let expected = SearchResults(
            query: "dark knight",
            results: [SearchResult(movie: Films.darkKnight, quality: .titleWords, source: .bundled)],
            storePending: true
        )
        #expect(local == expected)
        #expect(store.questions.isEmpty)
    }

    @Test("Adding the store to the catalog's results gives what one whole search gives, and asks the store once")
    func storePhaseMatchesWholeSearch() async throws {
        let answer = Sourced([Self.batmanBegins, Self.storeDarkKnight, Self.rises], source: .live)
        let store = StubShop(anySearch: .success(answer))
        let useCase = SearchMoviesUseCase(catalog: ArrayCatalog(), store: store)

        let local = try await useCase.searchCatalog("dark knight")
        let merged = try await useCase.addingShop(to: local)
        let whole = try await SearchMoviesUseCase(
            catalog: ArrayCatalog(), store: StubShop(anySearch: .success(answer))
        )
        .execute("dark knight")

        #expect(merged == whole)
        #expect(merged.storePending == false)
        #expect(store.questions == ["search dark knight us 10"])
    }

    @Test("With no store configured the catalog's results are final and adding the store changes nothing")
    func noStoreIsFinal() async throws {
        let useCase = SearchMoviesUseCase(catalog: ArrayCatalog())

        let local = try await useCase.searchCatalog("amelie")
        let after = try await useCase.addingShop(to: local)

        let expected = SearchResults(
            query: "amelie", results: [SearchResult(movie: Films.amelie, quality: .exactTitle, source: .bundled)])
        #expect(local == expected)
        #expect(after == expected)
    }

    @Test("A catalog that cannot be loaded fails the search with its error")
    func catalogFailureFails() async {
        let useCase = SearchMoviesUseCase(catalog: ArrayCatalog(failingWith: .unavailable(reason: "gone")))

        await #expect(throws: CatalogError.unavailable(reason: "gone")) { try await useCase.execute("heat") }
    }
}
