import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The feed with what the store filled in laid over the catalog's table, and the catalog's own feed without it.
struct ShopFilledRankingTests {
    private static let thin = FilmTableFillingTests.thin
    private static let filled = FilmTableFillingTests.filled

    @Test("With no filled film, the feed, charts and neighbours are the catalog's, for every profile")
    func noFactsIsTheCatalogsRanking() async throws {
        let catalog = TableRanking(movies: FilmTableFillingTests.thinCatalog)
        let ranking = ShopFilledRanking(wrapping: catalog) { [] }
        let profiles = Profiles.all + [UserProfile.empty.applying(.like, to: Self.thin)]

        for profile in profiles {
            #expect(
                try await ranking.feed(for: profile, limit: 10, genre: nil)
                    == catalog.feed(for: profile, limit: 10, genre: nil))
        }
        #expect(try await ranking.bestRated(5, in: nil) == catalog.bestRated(5, in: nil))
        #expect(
            ranking.films(like: Films.totoro, among: Films.all) == catalog.films(like: Films.totoro, among: Films.all))
    }

    @Test("With a filled film, the feed is the one ranked over the filled films, asked for on each feed")
    func filledFilmsAreRanked() async throws {
        let catalog = TableRanking(movies: FilmTableFillingTests.thinCatalog)
        let expected = TableRanking(movies: FilmTableFillingTests.filledCatalog)
        let ranking = ShopFilledRanking(wrapping: catalog) { [Self.filled] }
        let profile = UserProfile.empty.applying(.like, to: Self.thin)

        let feed = try await ranking.feed(for: profile, limit: 10, genre: nil)

        #expect(feed == (try await expected.feed(for: profile, limit: 10, genre: nil)))
        #expect(feed != (try await catalog.feed(for: profile, limit: 10, genre: nil)))
        let totoro = try #require(feed.first { $0.id == Films.totoro.id })
        #expect(totoro.reasons.contains { $0.kind == .director(name: "Hayao Miyazaki", becauseOf: "Spirited Away") })
    }
}
