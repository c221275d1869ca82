import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// Reactions to store films (`itunes:…`), which the bundled catalog does not have.
struct ShopFilmReactionTests {
    private static let wonkaID = MovieID("itunes:1")
    private static let wonka = Movie(id: wonkaID, title: "Wonka", year: 2023)
    private static let store = StubShop(lookups: [
        wonkaID: .success(Sourced(MovieDetails(movie: wonka), source: .live))
    ])

    @Test("Saving a store film checks it in the store and keeps its title and year in the profile")
    func savingKeepsASnapshot() async throws {
        let profile = InMemoryProfileRepository()
        let useCase = ReactToMovieUseCase(
            catalog: ArrayCatalog(), profile: profile, store: Self.store, storeCountry: "de", now: { Moments.first })

        let outcome = try await useCase.execute(.save, movieID: Self.wonkaID)

        #expect(outcome == ReactionOutcome(movieID: Self.wonkaID, movie: Self.wonka, before: [], after: [.save]))
        let expected = UserProfile(
            saved: [Self.wonkaID: Moments.first], snapshots: [Self.wonkaID: MovieSnapshot(title: "Wonka", year: 2023)])
        #expect(await profile.stored == expected)
    }

    @Test("Taking back a store film's last reaction names it from the snapshot and then forgets the snapshot")
    func undoingForgetsTheSnapshot() async throws {
        let profile = InMemoryProfileRepository(
            UserProfile(
                liked: [Self.wonkaID: Moments.first], saved: [Self.wonkaID: Moments.first],
                snapshots: [Self.wonkaID: MovieSnapshot(title: "Wonka", year: 2023)]
            )
        )
        let useCase = ReactToMovieUseCase(catalog: ArrayCatalog(), profile: profile, store: StubShop())

        let unsaved = try await useCase.undo(.save, movieID: Self.wonkaID)
        let stillLiked = await profile.stored
        let unliked = try await useCase.undo(.like, movieID: Self.wonkaID)

        #expect(
            unsaved
                == ReactionOutcome(movieID: Self.wonkaID, movie: Self.wonka, before: [.like, .save], after: [.like]))
        #expect(stillLiked.snapshots == [Self.wonkaID: MovieSnapshot(title: "Wonka", year: 2023)])
        #expect(unliked == ReactionOutcome(movieID: Self.wonkaID, movie: Self.wonka, before: [.like], after: []))
        #expect(await profile.stored == .empty)
    }

    @Test("A store id is rejected without a store, and with the store's error when the store fails")
    func storeFilmsNeedAStore() async {
        let offline = StubShop(lookups: [Self.wonkaID: .failure(.offline(reason: .other("Connection refused")))])

        await #expect(throws: SourceError.catalog(.notFound(Self.wonkaID))) {
            try await ReactToMovieUseCase(catalog: ArrayCatalog(), profile: UnimplementedProfileRepository())
                .execute(.save, movieID: Self.wonkaID)
        }
        await #expect(throws: SourceError.catalog(.offline(reason: .other("Connection refused")))) {
            try await ReactToMovieUseCase(
                catalog: ArrayCatalog(), profile: UnimplementedProfileRepository(), store: offline
            )
            .execute(.save, movieID: Self.wonkaID)
        }
    }

    @Test("An unknown catalog id is never looked up in the store")
    func catalogIDsNeverReachTheStore() async {
        let useCase = ReactToMovieUseCase(
            catalog: ArrayCatalog(), profile: UnimplementedProfileRepository(), store: StubShop())

        await #expect(throws: SourceError.catalog(.notFound(MovieID("tt0000000")))) {
            try await useCase.execute(.save, movieID: MovieID("tt0000000"))
        }
    }
}
