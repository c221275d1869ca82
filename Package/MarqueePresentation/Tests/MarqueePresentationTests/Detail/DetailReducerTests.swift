import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

@MainActor
struct DetailReducerTests {
    private static let wonkaID = MovieID("itunes:1")
    private static let wonka = MovieDetails(movie: Movie(id: wonkaID, title: "Wonka", year: 2023), storeID: wonkaID)
    private static let storeMatrixID = MovieID("itunes:2")
    private static let storeMatrix = MovieDetails(
        movie: Movie(id: storeMatrixID, title: "The Matrix", year: 1999), storeID: storeMatrixID)

    private static func reducer(profile: InMemoryProfileRepository, store: StubShop = StubShop()) -> DetailReducer {
        let catalog = ArrayCatalog(Films.dozen)
        return DetailReducer(
            loadDetails: LoadMovieDetailUseCase(catalog: catalog, store: store, matcher: nil),
            observeSaved: ObserveSavedMoviesUseCase(catalog: catalog, profile: profile),
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, store: store, now: { Fixture.now })
        )
    }

    private static func isSettled(_ state: DetailState) -> Bool {
        !state.details.isLoading && state.savedIDs != nil
    }

    @Test("The task loads the details under \"load\" and follows the shelf under \"observeSaved\"")
    func taskLoadsAndObserves() {
        var state = DetailState(movieID: Films.matrix.id)

        let effect = Self.reducer(profile: InMemoryProfileRepository()).reduce(&state, .task)

        var expected = DetailState(movieID: Films.matrix.id)
        expected.details = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("load"), .run("observeSaved")])
    }

    @Test("Scrolling keeps the offset asked for, never above the top, and starts no work")
    func scrolling() {
        var state = DetailState(movieID: Films.matrix.id)
        let reducer = Self.reducer(profile: InMemoryProfileRepository())

        let down = reducer.reduce(&state, .scrolled(to: 14))
        var expected = DetailState(movieID: Films.matrix.id)
        expected.scrollOffset = 14
        #expect(state == expected)
        let up = reducer.reduce(&state, .scrolled(to: -3))
        expected.scrollOffset = 0
        #expect(state == expected)
        #expect(down.recorded == [])
        #expect(up.recorded == [])
    }

    @Test("Saving from one detail screen marks the film saved on every open screen, through the broadcast")
    func everyOpenViewAgrees() async {
        let profile = InMemoryProfileRepository()
        let first = Store(initialState: DetailState(movieID: Films.matrix.id), reducer: Self.reducer(profile: profile))
        let second = Store(initialState: DetailState(movieID: Films.matrix.id), reducer: Self.reducer(profile: profile))
        first.send(.task)
        second.send(.task)
        await first.waitUntil(Self.isSettled)
        await second.waitUntil(Self.isSettled)
        #expect(!first.state.isSaved)

        first.send(.saveTapped)
        await first.waitUntil(\.isSaved)
        await second.waitUntil(\.isSaved)

        var expected = DetailState(movieID: Films.matrix.id)
        expected.details = .loaded(DetailedMovie(details: MovieDetails(movie: Films.matrix), source: .bundled))
        expected.savedIDs = [Films.matrix.id]
        #expect(first.state == expected)
        #expect(second.state == expected)
        #expect(await profile.stored.saved == [Films.matrix.id: Fixture.now])

        second.send(.saveTapped)
        await first.waitUntil { !$0.isSaved }
        expected.savedIDs = []
        #expect(first.state == expected)
        first.cancelAll()
        second.cancelAll()
    }

    @Test("A store film with a catalog twin is saved as the catalog film, and shows saved either way")
    func storeFilmSavesItsCatalogTwin() async {
        let profile = InMemoryProfileRepository()
        let store = StubShop(lookups: [Self.storeMatrixID: .success(Sourced(Self.storeMatrix, source: .live))])
        let screen = Store(
            initialState: DetailState(movieID: Self.storeMatrixID),
            reducer: Self.reducer(profile: profile, store: store))
        screen.send(.task)
        await screen.waitUntil(Self.isSettled)

        screen.send(.saveTapped)
        await screen.waitUntil(\.isSaved)

        #expect(screen.state.saveID == Films.matrix.id)
        #expect(await profile.stored.saved == [Films.matrix.id: Fixture.now])
        screen.cancelAll()
    }

    @Test("A store film without a twin is saved under its store id, with its title remembered")
    func storeFilmWithoutTwinIsSavedItself() async {
        let profile = InMemoryProfileRepository()
        let store = StubShop(lookups: [Self.wonkaID: .success(Sourced(Self.wonka, source: .live))])
        let screen = Store(
            initialState: DetailState(movieID: Self.wonkaID), reducer: Self.reducer(profile: profile, store: store))
        screen.send(.task)
        await screen.waitUntil(Self.isSettled)

        screen.send(.saveTapped)
        await screen.waitUntil(\.isSaved)

        #expect(
            await profile.stored
                == UserProfile(
                    saved: [Self.wonkaID: Fixture.now],
                    snapshots: [Self.wonkaID: MovieSnapshot(title: "Wonka", year: 2023)])
        )
        screen.cancelAll()
    }

    @Test("A save that cannot be stored shows the failure and leaves the mark as the shelf says")
    func failedSaveShowsTheFailure() async {
        let profile = InMemoryProfileRepository(failingUpdatesWith: Fixture.diskFull)
        let screen = Store(initialState: DetailState(movieID: Films.heat.id), reducer: Self.reducer(profile: profile))
        screen.send(.task)
        await screen.waitUntil(Self.isSettled)

        screen.send(.saveTapped)
        await screen.waitUntil { $0.saveFailure != nil }

        var expected = DetailState(movieID: Films.heat.id)
        expected.details = .loaded(DetailedMovie(details: MovieDetails(movie: Films.heat), source: .bundled))
        expected.savedIDs = []
        expected.saveFailure = .profile(Fixture.diskFull)
        #expect(screen.state == expected)
        screen.cancelAll()
    }

    @Test("Tapping save before the details or the shelf are known does nothing")
    func saveBeforeLoadDoesNothing() {
        var state = DetailState(movieID: Films.heat.id)

        let effect = Self.reducer(profile: InMemoryProfileRepository()).reduce(&state, .saveTapped)

        #expect(state == DetailState(movieID: Films.heat.id))
        #expect(effect.isNone)
    }

    @Test("An unknown film fails with notFound")
    func unknownFilmFails() async {
        let screen = Store(
            initialState: DetailState(movieID: MovieID("tt9999999")),
            reducer: Self.reducer(profile: InMemoryProfileRepository()))

        screen.send(.task)
        await screen.waitUntil(Self.isSettled)

        var expected = DetailState(movieID: MovieID("tt9999999"))
        expected.details = .failed(.notFound(MovieID("tt9999999")))
        expected.savedIDs = []
        #expect(screen.state == expected)
        screen.cancelAll()
    }
}
