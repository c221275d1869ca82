import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ListSavedMoviesUseCaseTests {
    @Test("The shelf lists saved films newest first, keeps films the catalog lost with no movie, and ties by id")
    func newestFirst() async throws {
        let lost = MovieID("tt0000001")
        let profile = UserProfile(
            liked: [Films.heat.id: Moments.fourth],
            saved: [
                Films.alien.id: Moments.first,
                lost: Moments.third,
                Films.matrix.id: Moments.second,
                Films.amelie.id: Moments.second,
            ],
            passed: [Films.casablanca.id: Moments.fourth]
        )
        let useCase = ListSavedMoviesUseCase(catalog: ArrayCatalog(), profile: InMemoryProfileRepository(profile))

        #expect(
            try await useCase.execute() == [
                SavedMovie(id: lost, movie: nil, savedAt: Moments.third),
                SavedMovie(id: Films.matrix.id, movie: Films.matrix, savedAt: Moments.second),
                SavedMovie(id: Films.amelie.id, movie: Films.amelie, savedAt: Moments.second),
                SavedMovie(id: Films.alien.id, movie: Films.alien, savedAt: Moments.first),
            ]
        )
    }

    @Test("An empty shelf is empty and never reads the catalog")
    func emptyShelf() async throws {
        let useCase = ListSavedMoviesUseCase(
            catalog: UnimplementedCatalogRepository(), profile: InMemoryProfileRepository())

        #expect(try await useCase.execute().isEmpty)
    }

    @Test("A profile failure is SourceError.profile and the catalog is never read")
    func profileFailure() async {
        let error = ProfileError.unreadable(path: "/tmp/profile.json", reason: "I/O error")
        let useCase = ListSavedMoviesUseCase(
            catalog: UnimplementedCatalogRepository(), profile: FailingProfileStore(error: error))

        await #expect(throws: SourceError.profile(error)) { try await useCase.execute() }
    }

    @Test("A catalog outage is SourceError.catalog, not a shelf of missing films")
    func catalogOutage() async {
        let error = CatalogError.unavailable(reason: "offline")
        let useCase = ListSavedMoviesUseCase(
            catalog: ArrayCatalog(failingWith: error),
            profile: InMemoryProfileRepository(UserProfile.empty.applying(.save, to: Films.matrix))
        )

        await #expect(throws: SourceError.catalog(error)) { try await useCase.execute() }
    }
}
