import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// The saved shelf as Cinematic's favorites: one subscription, following every change.
@MainActor
struct SavedObservationTests {
    private static func reducer(_ profile: InMemoryProfileRepository) -> SavedReducer {
        let catalog = ArrayCatalog(Films.dozen)
        return SavedReducer(
            listSaved: ListSavedMoviesUseCase(catalog: catalog, profile: profile),
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now }),
            observeSaved: ObserveSavedMoviesUseCase(catalog: catalog, profile: profile)
        )
    }

    @Test("The task subscribes once under \"observe\", and later tasks leave the subscription alone")
    func subscribesOnce() async {
        let profile = InMemoryProfileRepository(UserProfile(saved: [Films.alien.id: Fixture.daysAgo(2)]))
        let store = Store(initialState: SavedState(), reducer: Self.reducer(profile))

        store.send(.task)
        await store.waitUntil { $0.shelf.value != nil }
        store.send(.task)

        #expect(await profile.subscriberCount == 1)
        var expected = SavedState()
        expected.shelf = .loaded([SavedMovie(id: Films.alien.id, movie: Films.alien, savedAt: Fixture.daysAgo(2))])
        #expect(store.state == expected)
        store.cancelAll()
    }

    @Test("A save made anywhere else appears on the shelf, newest first")
    func followsChangesFromElsewhere() async throws {
        let profile = InMemoryProfileRepository(UserProfile(saved: [Films.alien.id: Fixture.daysAgo(2)]))
        let store = Store(initialState: SavedState(), reducer: Self.reducer(profile))
        store.send(.task)
        await store.waitUntil { $0.shelf.value != nil }

        _ = try await ReactToMovieUseCase(catalog: ArrayCatalog(Films.dozen), profile: profile, now: { Fixture.now })
            .execute(.save, movieID: Films.heat.id)
        await store.waitUntil { $0.shelf.value?.count == 2 }

        var expected = SavedState()
        expected.shelf = .loaded([
            SavedMovie(id: Films.heat.id, movie: Films.heat, savedAt: Fixture.now),
            SavedMovie(id: Films.alien.id, movie: Films.alien, savedAt: Fixture.daysAgo(2)),
        ])
        #expect(store.state == expected)
        store.cancelAll()
    }
}
