import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeRanking
import Testing

@testable import MarqueeData

/// iTunes chart, Search and Lookup answers, cache files and a profile's remembered titles full of terminal escapes
/// reach the domain clean.
struct HostileShopTests {
    private static let endpoint = ITunesEndpoint(baseURL: URL.fixture("http://127.0.0.1:8080"))

    private static func store(_ body: String) -> ITunesCatalogRepository {
        ITunesCatalogRepository(
            transport: FakeTransport(body: Data(body.utf8)), endpoint: endpoint, titles: TitleMatcher())
    }

    /// The hostile film as the domain must see it from Search and Lookup.
    private static let searchFilm = Movie(
        id: MovieID("itunes:42"), title: HostileText.title, genres: [.drama],
        directors: [HostileText.director], contentRating: .pg13, summary: HostileText.summary,
        price: Price(amount: Decimal.fixture("3.99"), currencyCode: "USD"))

    @Test("A chart entry's title, director, summary and currency arrive without a control or escape")
    func chart() async throws {
        let chart = try await Self.store(HostileText.chart).topMovies(in: nil, country: "us", limit: 10)

        #expect(
            chart.value == [
                Movie(
                    id: MovieID("itunes:42"), title: HostileText.title, directors: [HostileText.director],
                    summary: HostileText.summary, price: Price(amount: Decimal.fixture("1.99"), currencyCode: "USD"))
            ])
    }

    @Test("A Search result arrives clean, its genre and rating read as a reader would see them")
    func search() async throws {
        let results = try await Self.store(HostileText.searchAnswer).search("evil", country: "us", limit: 10)

        #expect(results.value == [Self.searchFilm])
    }

    @Test("A Lookup answer arrives clean in every text of the details, the long summary keeping its line break")
    func lookup() async throws {
        let details = try await Self.store(HostileText.searchAnswer).details(for: MovieID("itunes:42"), country: "us")

        #expect(
            details.value
                == MovieDetails(movie: Self.searchFilm, fullSummary: HostileText.summary, storeID: MovieID("itunes:42"))
        )
    }

    @Test("A cache file holding escapes, whatever wrote it, is read back clean in every text")
    func cacheFile() async throws {
        let hostile = MovieDetails(
            movie: Movie(
                id: MovieID("itunes:42"), title: HostileText.titleRaw, directors: [HostileText.directorRaw],
                cast: ["Cast\u{07}"], language: "English\u{1B}[0m", countries: ["\u{9B}1mUS"],
                summary: HostileText.summaryRaw),
            fullSummary: HostileText.summaryRaw, storeID: MovieID("itunes:42"))
        try await TemporaryDirectory.with { directory in
            let writer = CachedShopCatalogRepository(
                wrapping: ScriptedShop(.details(Sourced(hostile, source: .live))), cache: directory, now: { .now })
            _ = try await writer.details(for: MovieID("itunes:42"), country: "us")
            let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
                .map { directory.appending(path: $0) }.filter { $0.pathExtension == "json" }
            let file = try #require(files.first)
            #expect(try String(contentsOf: file, encoding: .utf8).contains(#"\u001b]0;PWNED"#), "the file is hostile")

            let reader = CachedShopCatalogRepository(wrapping: UnimplementedShop(), cache: directory, now: { .now })
            let reread = try await reader.details(for: MovieID("itunes:42"), country: "us")

            #expect(
                reread.value
                    == MovieDetails(
                        movie: Movie(
                            id: MovieID("itunes:42"), title: HostileText.title, directors: [HostileText.director],
                            cast: ["Cast"], language: "English", countries: ["US"], summary: HostileText.summary),
                        fullSummary: HostileText.summary, storeID: MovieID("itunes:42")))
        }
    }

    @Test("A profile file's remembered store title, once a store's words, is read back clean")
    func profileTitle() throws {
        let dto = ProfileDTO(
            version: ProfileDTO.currentVersion, preferredGenres: [], hasCompletedOnboarding: true,
            liked: ["itunes:42": "2026-01-01T00:00:00Z"], saved: [:], passed: [:],
            films: ["itunes:42": ProfileFilmDTO(title: HostileText.titleRaw, year: 2026)])

        let profile = try ProfileMapper.profile(from: dto)

        #expect(profile.snapshots == [MovieID("itunes:42"): MovieSnapshot(title: HostileText.title, year: 2026)])
    }
}
