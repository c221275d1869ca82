import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct LoadFeedUseCaseTests {
    @Test("The feed is the catalog ranked for the stored profile, returned with that profile")
    func happyPath() async throws {
        let useCase = LoadFeedUseCase(catalog: ArrayCatalog(), profile: InMemoryProfileRepository(Profiles.busy))

        let feed = try await useCase.execute(limit: 5)
        #expect(feed == Feed(recommendations: Ranking.rank(profile: Profiles.busy, limit: 5), profile: Profiles.busy))
        #expect(feed.recommendations.count == 5)
    }

    @Test("The genre filter and the engine's own weights are passed through")
    func passesGenreAndWeights() async throws {
        var weights = RankingWeights()
        weights.likedGenre = 5
        weights.sameDecadePenalty = 0
        let useCase = LoadFeedUseCase(
            profile: InMemoryProfileRepository(Profiles.busy),
            ranking: TableRanking(catalog: ArrayCatalog(), weights: weights)
        )

        let feed = try await useCase.execute(limit: 3, genre: .crime)
        let expected = Ranking.rank(profile: Profiles.busy, weights: weights, limit: 3, genre: .crime)
        #expect(feed == Feed(recommendations: expected, profile: Profiles.busy))
        #expect(expected != Ranking.rank(profile: Profiles.busy, limit: 3, genre: .crime))
    }

    @Test("A first run gets a varied feed ranked by critics alone, with the empty profile so the caller can onboard")
    func firstRun() async throws {
        let feed = try await LoadFeedUseCase(catalog: ArrayCatalog(), profile: InMemoryProfileRepository())
            .execute(limit: 3)

        #expect(feed.profile == .empty)
        // The Godfather (9.15) shares Drama with Casablanca, so Spirited Away (9.11) is picked before it.
        #expect(feed.recommendations.map(\.id) == [Films.casablanca.id, Films.spiritedAway.id, Films.godfather.id])
    }

    @Test("A profile failure is reported as SourceError.profile and the catalog is never read")
    func profileFailure() async {
        let error = ProfileError.unreadable(path: "/tmp/profile.json", reason: "Permission denied")
        let useCase = LoadFeedUseCase(
            catalog: UnimplementedCatalogRepository(), profile: FailingProfileStore(error: error))

        await #expect(throws: SourceError.profile(error)) { try await useCase.execute(limit: 5) }
    }

    @Test("A catalog failure is reported as SourceError.catalog")
    func catalogFailure() async {
        let error = CatalogError.unavailable(reason: "catalog file is missing")
        let useCase = LoadFeedUseCase(catalog: ArrayCatalog(failingWith: error), profile: InMemoryProfileRepository())

        await #expect(throws: SourceError.catalog(error)) { try await useCase.execute(limit: 5) }
    }
}
