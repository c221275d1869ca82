import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ObserveSavedMoviesUseCaseTests {
    private static let wonkaID = MovieID("itunes:1")

    @Test("The stream starts with the shelf as it is, then delivers the whole shelf after every change")
    func snapshotThenChanges() async throws {
        let profile = InMemoryProfileRepository(UserProfile(saved: [Films.alien.id: Moments.first]))
        var shelves = ObserveSavedMoviesUseCase(catalog: ArrayCatalog(), profile: profile).execute()
            .makeAsyncIterator()

        let first = try #require(await shelves.next())
        try await profile.update { $0.apply(.save, to: Films.matrix.id, at: Moments.second) }
        let second = try #require(await shelves.next())
        try await profile.update { $0.undo(.save, to: Films.alien.id) }
        let third = try #require(await shelves.next())

        let alien = SavedMovie(id: Films.alien.id, movie: Films.alien, savedAt: Moments.first)
        let matrix = SavedMovie(id: Films.matrix.id, movie: Films.matrix, savedAt: Moments.second)
        #expect(try first.get() == [alien])
        #expect(try second.get() == [matrix, alien])
        #expect(try third.get() == [matrix])
    }

    @Test("A saved store film is listed by the title and year the profile remembers for it")
    func storeFilmsShowTheirSnapshot() async throws {
        let profile = InMemoryProfileRepository(
            UserProfile(
                saved: [Self.wonkaID: Moments.second, Films.heat.id: Moments.first],
                snapshots: [Self.wonkaID: MovieSnapshot(title: "Wonka", year: 2023)]
            )
        )
        var shelves = ObserveSavedMoviesUseCase(catalog: ArrayCatalog(), profile: profile).execute()
            .makeAsyncIterator()

        let shelf = try #require(await shelves.next())

        #expect(
            try shelf.get() == [
                SavedMovie(
                    id: Self.wonkaID, movie: Movie(id: Self.wonkaID, title: "Wonka", year: 2023),
                    savedAt: Moments.second),
                SavedMovie(id: Films.heat.id, movie: Films.heat, savedAt: Moments.first),
            ]
        )
    }

    @Test("A catalog failure arrives in the stream as SourceError.catalog instead of ending it")
    func failuresArriveInTheStream() async throws {
        let profile = InMemoryProfileRepository(UserProfile(saved: [Films.alien.id: Moments.first]))
        let catalog = ArrayCatalog(failingWith: .unavailable(reason: "gone"))
        var shelves = ObserveSavedMoviesUseCase(catalog: catalog, profile: profile).execute().makeAsyncIterator()

        let first = try #require(await shelves.next())
        try await profile.update { $0.hasCompletedOnboarding = true }
        let second = try #require(await shelves.next())

        #expect(throws: SourceError.catalog(.unavailable(reason: "gone"))) { try first.get() }
        #expect(throws: SourceError.catalog(.unavailable(reason: "gone"))) { try second.get() }
    }
}
