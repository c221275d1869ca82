import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct SavedReducerTests {
    /// Saved three days, one day and a week ago; the shelf lists them newest first.
    private let profile = UserProfile(
        liked: [Films.godfather.id: Fixture.daysAgo(2)],
        saved: [
            Films.spiritedAway.id: Fixture.daysAgo(3),
            Films.arrival.id: Fixture.daysAgo(1),
            Films.matrix.id: Fixture.daysAgo(7),
        ]
    )

    /// ``profile``'s shelf as the screen shows it.
    private let shelf = [
        SavedMovie(id: Films.arrival.id, movie: Films.arrival, savedAt: Fixture.daysAgo(1)),
        SavedMovie(id: Films.spiritedAway.id, movie: Films.spiritedAway, savedAt: Fixture.daysAgo(3)),
        SavedMovie(id: Films.matrix.id, movie: Films.matrix, savedAt: Fixture.daysAgo(7)),
    ]

    @Test("The first task shows the spinner and starts one load under the id \"load\"")
    func taskFromIdleStartsLoading() {
        var state = SavedState()

        let effect = SavedReducer.unimplemented.reduce(&state, .task)

        var expected = SavedState()
        expected.shelf = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("load")])
    }

    @Test("The shelf lists the saved films newest first")
    func loadsNewestFirst() async {
        let store = Store(
            initialState: SavedState(), reducer: SavedReducer(profile: InMemoryProfileRepository(profile)))

        store.send(.task)
        await store.settle()

        var expected = SavedState()
        expected.shelf = .loaded(shelf)
        #expect(store.state == expected)
    }

    @Test("A saved film the catalog does not know stays on the shelf, in date order, without a movie")
    func unknownFilmsStayListed() async {
        let unknown = MovieID("tt0000404")
        let repository = InMemoryProfileRepository(
            UserProfile(saved: [Films.alien.id: Fixture.daysAgo(4), unknown: Fixture.daysAgo(2)])
        )
        let store = Store(initialState: SavedState(), reducer: SavedReducer(profile: repository))

        store.send(.task)
        await store.settle()

        var expected = SavedState()
        expected.shelf = .loaded([
            SavedMovie(id: unknown, movie: nil, savedAt: Fixture.daysAgo(2)),
            SavedMovie(id: Films.alien.id, movie: Films.alien, savedAt: Fixture.daysAgo(4)),
        ])
        #expect(store.state == expected)
    }

    @Test(
        "A shelf that cannot be loaded shows which source failed",
        arguments: [SourceError.profile(Fixture.unreadable), .catalog(Fixture.catalogMissing)]
    )
    func failedLoadShowsTheError(error: SourceError) async {
        let reducer =
            switch error {
            case .profile(let failure):
                SavedReducer(profile: InMemoryProfileRepository(profile, failingLoadsWith: failure))
            case .catalog(let failure):
                SavedReducer(
                    catalog: ArrayCatalog(Films.dozen, failingWith: failure),
                    profile: InMemoryProfileRepository(profile)
                )
            }
        let store = Store(initialState: SavedState(), reducer: reducer)

        store.send(.task)
        await store.settle()

        var expected = SavedState()
        expected.shelf = .failed(error)
        #expect(store.state == expected)
    }

    @Test("The task loads the shelf only once; later tasks leave it as it is")
    func taskLoadsOnlyOnce() async {
        let repository = InMemoryProfileRepository(profile)
        let store = Store(initialState: SavedState(), reducer: SavedReducer(profile: repository))
        store.send(.task)
        await store.settle()
        await repository.store(UserProfile(saved: [Films.heat.id: Fixture.now]))

        store.send(.task)

        #expect(!store.hasPendingEffects)
        await store.settle()
        var expected = SavedState()
        expected.shelf = .loaded(shelf)
        #expect(store.state == expected)
    }

    @Test("Reloading keeps the shelf on screen while it runs, then shows the latest saves")
    func reloadKeepsTheShelfThenReplacesIt() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = SavedState()
        initial.shelf = .loaded(shelf)
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))
        await repository.store(UserProfile(saved: [Films.heat.id: Fixture.now, Films.matrix.id: Fixture.daysAgo(7)]))

        store.send(.reload)

        #expect(store.state == initial)
        await store.settle()
        var expected = SavedState()
        expected.shelf = .loaded([
            SavedMovie(id: Films.heat.id, movie: Films.heat, savedAt: Fixture.now),
            SavedMovie(id: Films.matrix.id, movie: Films.matrix, savedAt: Fixture.daysAgo(7)),
        ])
        #expect(store.state == expected)
    }

    @Test("Remove takes the film off the shelf at once and stores the unsave, leaving other reactions alone")
    func removeStoresTheUnsave() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = SavedState()
        initial.shelf = .loaded(shelf)
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))

        store.send(.removeTapped(Films.spiritedAway.id))

        var expected = SavedState()
        expected.shelf = .loaded([shelf[0], shelf[2]])
        expected.lastRemoval = SavedRemoval(entry: shelf[1], index: 1)
        #expect(store.state == expected)
        await store.settle()
        #expect(store.state == expected)
        #expect(
            await repository.stored
                == UserProfile(
                    liked: [Films.godfather.id: Fixture.daysAgo(2)],
                    saved: [Films.arrival.id: Fixture.daysAgo(1), Films.matrix.id: Fixture.daysAgo(7)]
                )
        )
    }

    @Test("A removal that cannot be stored puts the film back at its place and shows why")
    func failedRemovalPutsTheFilmBack() async {
        let repository = InMemoryProfileRepository(profile, failingUpdatesWith: Fixture.diskFull)
        var initial = SavedState()
        initial.shelf = .loaded(shelf)
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))

        store.send(.removeTapped(Films.spiritedAway.id))
        await store.settle()

        var expected = initial
        expected.removalFailure = .profile(Fixture.diskFull)
        #expect(store.state == expected)
        #expect(await repository.stored == profile)
    }

    @Test("A later removal clears the failure of an earlier one")
    func removalClearsTheEarlierFailure() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = SavedState()
        initial.shelf = .loaded(shelf)
        initial.removalFailure = .profile(Fixture.diskFull)
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))

        store.send(.removeTapped(Films.matrix.id))
        await store.settle()

        var expected = SavedState()
        expected.shelf = .loaded([shelf[0], shelf[1]])
        expected.lastRemoval = SavedRemoval(entry: shelf[2], index: 2)
        #expect(store.state == expected)
    }

    @Test("Undo puts the last removed film back in its place at once and saves it again; a second undo does nothing")
    func undoPutsTheFilmBack() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = SavedState()
        initial.shelf = .loaded(shelf)
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))
        store.send(.removeTapped(Films.spiritedAway.id))
        await store.settle()

        store.send(.undoTapped)
        #expect(store.state == initial)
        await store.settle()
        store.send(.undoTapped)

        #expect(store.state == initial)
        #expect(!store.hasPendingEffects)
        #expect(await repository.stored.saved[Films.spiritedAway.id] == Fixture.now)
    }

    @Test("An undo that cannot be stored takes the film off the shelf again and says why")
    func failedUndoTakesTheFilmOffAgain() async {
        var initial = SavedState()
        initial.shelf = .loaded([shelf[0], shelf[2]])
        initial.lastRemoval = SavedRemoval(entry: shelf[1], index: 1)
        let repository = InMemoryProfileRepository(profile, failingUpdatesWith: Fixture.diskFull)
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))

        store.send(.undoTapped)
        await store.settle()

        var expected = SavedState()
        expected.shelf = .loaded([shelf[0], shelf[2]])
        expected.restoreFailure = .profile(Fixture.diskFull)
        #expect(store.state == expected)
    }

    @Test("Removing a film that is not on the shelf does nothing")
    func removingAnAbsentFilmDoesNothing() {
        var initial = SavedState()
        initial.shelf = .loaded(shelf)
        let store = Store(initialState: initial, reducer: SavedReducer.unimplemented)

        store.send(.removeTapped(Films.heat.id))

        #expect(store.state == initial)
        #expect(!store.hasPendingEffects)
    }

    @Test("A saved film the catalog no longer knows can still be removed from the shelf and the profile")
    func unknownFilmCanBeRemoved() async {
        let unknown = MovieID("tt0000404")
        let repository = InMemoryProfileRepository(
            UserProfile(saved: [Films.alien.id: Fixture.daysAgo(4), unknown: Fixture.daysAgo(2)])
        )
        let alien = SavedMovie(id: Films.alien.id, movie: Films.alien, savedAt: Fixture.daysAgo(4))
        var initial = SavedState()
        initial.shelf = .loaded([SavedMovie(id: unknown, movie: nil, savedAt: Fixture.daysAgo(2)), alien])
        let store = Store(initialState: initial, reducer: SavedReducer(profile: repository))

        store.send(.removeTapped(unknown))
        await store.settle()

        var expected = SavedState()
        expected.shelf = .loaded([alien])
        expected.lastRemoval = SavedRemoval(
            entry: SavedMovie(id: unknown, movie: nil, savedAt: Fixture.daysAgo(2)), index: 0)
        let state = store.state
        let stored = await repository.stored
        #expect(state == expected)
        #expect(stored == UserProfile(saved: [Films.alien.id: Fixture.daysAgo(4)]))
    }
}
