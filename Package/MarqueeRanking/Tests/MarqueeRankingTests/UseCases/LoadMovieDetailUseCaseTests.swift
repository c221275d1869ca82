import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

@testable import MarqueeRanking

struct LoadMovieDetailUseCaseTests {
    private static let storeID = MovieID("itunes:271469518")
    private static let released = Date(timeIntervalSince1970: 922_060_800)
    private static let cached = DataSource.cached(savedAt: StubShop.cachedAt)

    /// The store's view of The Matrix: poster, summary, price, links, and its own spelling of the credits.
    private static let storeMatrix = MovieDetails(
        movie: Movie(
            id: storeID,
            title: "The Matrix",
            year: 1999,
            runtimeMinutes: 136,
            genres: [.sciFi],
            directors: ["The Wachowskis"],
            contentRating: .r,
            posterURL: URL(string: "https://example.com/matrix/600x600bb.jpg"),
            summary: "A hacker learns the truth.",
            price: Price(amount: Decimal(999) / 100, currencyCode: "USD")
        ),
        fullSummary: "A hacker learns the truth about his reality.",
        releaseDate: released,
        trailerURL: URL(string: "https://example.com/matrix.m4v"),
        storeURL: URL(string: "https://example.com/matrix"),
        storeID: storeID
    )

    /// The catalog's Matrix with the store's additions; `id` and `title` say whose page it is.
    private static func merged(id: MovieID, title: String) -> MovieDetails {
        var movie = Films.matrix
        movie = Movie(
            id: id, title: title, year: movie.year, runtimeMinutes: movie.runtimeMinutes, genres: movie.genres,
            directors: movie.directors, cast: movie.cast, contentRating: movie.contentRating,
            criticScore: movie.criticScore, reviewCount: movie.reviewCount, language: movie.language,
            countries: movie.countries, posterURL: storeMatrix.movie.posterURL, summary: storeMatrix.movie.summary,
            price: storeMatrix.movie.price
        )
        // The catalog has no summary, so the store's is labelled as the store's; its own runtime and credits stand.
        movie.storeFilled = [.summary]
        return MovieDetails(
            movie: movie, fullSummary: storeMatrix.fullSummary, releaseDate: released,
            trailerURL: storeMatrix.trailerURL, storeURL: storeMatrix.storeURL, storeID: storeID,
            catalogID: Films.matrix.id
        )
    }

    @Test("A catalog film gains the store's poster, summary, price and links, and keeps the catalog's own facts")
    func catalogFilmIsEnriched() async throws {
        let store = StubShop(matches: .success(Sourced(Self.storeMatrix, source: Self.cached)))

        let detail = try await LoadMovieDetailUseCase(catalog: ArrayCatalog(), matcher: store)
            .execute(Films.matrix.id, country: "de")

        let expected = DetailedMovie(
            details: Self.merged(id: Films.matrix.id, title: "The Matrix"), source: .bundled, storeSource: Self.cached)
        #expect(detail == expected)
        #expect(store.questions == ["match The Matrix 1999 de"])
    }

    @Test("A thin film gains the store's runtime and director, labelled, keeps its own scores, and the facts are kept")
    func thinFilmIsFilledInAndRemembered() async throws {
        let thin = Movie(
            id: MovieID("ml:5618"), title: "Spirited Away", year: 2001, genres: [.animation],
            alternateTitles: ["Sen to Chihiro no kamikakushi"], audience: AudienceScore(mean: 4.13, ratings: 63),
            coLiked: [CoLikedFilm(id: Films.totoro.id, weight: 0.5)], oscars: 1, formerIDs: [MovieID("ml:1")])
        var store = Self.storeMatrix
        store.movie = Movie(
            id: Self.storeID, title: "Spirited Away", year: 2001, runtimeMinutes: 125, directors: ["Hayao Miyazaki"])
        store.fullSummary = nil
        let facts = RecordingShopFacts()

        let detail = try await LoadMovieDetailUseCase(
            catalog: ArrayCatalog([thin]), matcher: StubShop(matches: .success(Sourced(store, source: .live))),
            facts: facts
        ).execute(thin.id)

        var filled = thin
        filled.runtimeMinutes = 125
        filled.directors = ["Hayao Miyazaki"]
        filled.storeFilled = [.runtime, .directors]
        let expected = MovieDetails(
            movie: filled, releaseDate: Self.released, trailerURL: store.trailerURL, storeURL: store.storeURL,
            storeID: Self.storeID, catalogID: thin.id)
        #expect(detail == DetailedMovie(details: expected, source: .bundled, storeSource: .live))
        #expect(facts.remembered.withLock { $0 } == [RecordingShopFacts.Call(store: store, film: thin)])
    }

    @Test("A catalog film the store does not sell shows the catalog's details alone, with no failure")
    func catalogFilmWithoutMatch() async throws {
        let store = StubShop(matches: .success(Sourced(nil, source: .live)))

        let detail = try await LoadMovieDetailUseCase(catalog: ArrayCatalog(), matcher: store).execute(Films.heat.id)

        #expect(detail == DetailedMovie(details: MovieDetails(movie: Films.heat), source: .bundled))
    }

    @Test("A store failure leaves a catalog film's details alone and says why the store is missing")
    func storeFailureKeepsCatalogDetails() async throws {
        let store = StubShop(matches: .failure(.offline(reason: .other("Connection refused"))))

        let detail = try await LoadMovieDetailUseCase(catalog: ArrayCatalog(), matcher: store).execute(Films.heat.id)

        let expected = DetailedMovie(
            details: MovieDetails(movie: Films.heat), source: .bundled,
            storeFailure: .offline(reason: .other("Connection refused")))
        #expect(detail == expected)
    }

    @Test("An unknown catalog id is notFound and the store is never asked")
    func unknownCatalogID() async {
        let useCase = LoadMovieDetailUseCase(catalog: ArrayCatalog(), store: StubShop(), matcher: StubShop())

        await #expect(throws: CatalogError.notFound(MovieID("tt9999999"))) {
            try await useCase.execute(MovieID("tt9999999"))
        }
    }

    @Test("A store film is looked up and linked to the catalog film with the same title and year")
    func storeFilmLinksToItsCatalogTwin() async throws {
        let store = StubShop(lookups: [Self.storeID: .success(Sourced(Self.storeMatrix, source: .live))])

        let detail = try await LoadMovieDetailUseCase(catalog: ArrayCatalog(), store: store).execute(Self.storeID)

        let expected = DetailedMovie(
            details: Self.merged(id: Self.storeID, title: "The Matrix"), source: .live, storeSource: .live)
        #expect(detail == expected)
        #expect(store.questions == ["lookup itunes:271469518 us"])
    }

    @Test("A store film without a catalog twin is shown as the store describes it")
    func storeFilmWithoutTwin() async throws {
        var wonka = Self.storeMatrix
        wonka.movie.title = "Wonka"
        wonka.movie.year = 2023
        let store = StubShop(lookups: [Self.storeID: .success(Sourced(wonka, source: Self.cached))])

        let detail = try await LoadMovieDetailUseCase(catalog: ArrayCatalog(), store: store).execute(Self.storeID)

        #expect(detail == DetailedMovie(details: wonka, source: Self.cached, storeSource: Self.cached))
    }

    @Test("A store film the store cannot provide fails with the store's error, and without a store is notFound")
    func storeFilmFailures() async {
        let failing = StubShop(lookups: [Self.storeID: .failure(.serviceFailed(status: 500))])

        await #expect(throws: CatalogError.serviceFailed(status: 500)) {
            try await LoadMovieDetailUseCase(catalog: ArrayCatalog(), store: failing).execute(Self.storeID)
        }
        await #expect(throws: CatalogError.notFound(Self.storeID)) {
            try await LoadMovieDetailUseCase(catalog: UnimplementedCatalogRepository()).execute(Self.storeID)
        }
    }
}

/// Keeps every fact handed to it, so a test sees what the detail asked to remember.
final class RecordingShopFacts: ShopFactsStore {
    /// One `remember` call.
    struct Call: Hashable, Sendable {
        let store: MovieDetails
        let film: Movie
    }

    let remembered = Mutex<[Call]>([])

    func remember(_ store: MovieDetails, for film: Movie) async {
        remembered.withLock { $0.append(Call(store: store, film: film)) }
    }
}
