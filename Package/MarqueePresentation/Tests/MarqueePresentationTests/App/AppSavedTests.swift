import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppSavedTests {
    /// Saved a day, three days and a week ago.
    private let profile = UserProfile(
        saved: [
            Films.spiritedAway.id: Fixture.daysAgo(3),
            Films.arrival.id: Fixture.daysAgo(1),
            Films.matrix.id: Fixture.daysAgo(7),
        ],
        hasCompletedOnboarding: true
    )

    private let shelf = [
        SavedMovie(id: Films.arrival.id, movie: Films.arrival, savedAt: Fixture.daysAgo(1)),
        SavedMovie(id: Films.spiritedAway.id, movie: Films.spiritedAway, savedAt: Fixture.daysAgo(3)),
        SavedMovie(id: Films.matrix.id, movie: Films.matrix, savedAt: Fixture.daysAgo(7)),
    ]

    @Test("The shelf's cursor stops at either end; select opens the film's detail, which follows the cursor")
    func cursorAndDetail() async {
        let store = Store(
            initialState: AppFixture.initial, reducer: AppReducer(profile: InMemoryProfileRepository(profile)))
        store.send(.screenSelected(.saved))
        await store.settle()

        store.send(.cursorMoved(by: 5))
        store.send(.selectTapped)
        await store.waitUntil { $0.detail?.details.value != nil && $0.detail?.savedIDs != nil }
        var expected = AppFixture.initial
        expected.screen = .saved
        expected.saved.shelf = .loaded(shelf)
        expected.savedCursor = 2
        expected.detail = DetailState(movieID: Films.matrix.id)
        expected.detail?.details = .loaded(DetailedMovie(details: MovieDetails(movie: Films.matrix), source: .bundled))
        expected.detail?.savedIDs = Set(shelf.map(\.id))
        #expect(store.state == expected)

        store.send(.cursorMoved(by: -1))
        #expect(store.state.detail?.movieID == Films.spiritedAway.id)
        store.send(.backTapped)
        store.send(.cursorMoved(by: -9))
        expected.detail = nil
        expected.savedCursor = 0
        #expect(store.state == expected)
        await store.settle()
        #expect(!store.hasPendingEffects)
    }

    @Test("Unsaving from the detail panel takes the film off the shelf and the saved mark off its feed card")
    func unsaveFromTheDetail() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = AppFixture.initial
        initial.feed.cards = .loaded([Fixture.card(Films.arrival, [.save])])
        let store = Store(initialState: initial, reducer: AppReducer(profile: repository))
        store.send(.screenSelected(.saved))
        await store.settle()
        store.send(.selectTapped)
        await store.waitUntil { $0.detail?.isSaved == true }

        store.send(.saveTapped)
        await store.waitUntil { $0.detail?.isSaved == false }
        store.send(.backTapped)
        store.send(.refreshTapped)
        await store.settle(ignoring: AppReducer.subscriptions)

        #expect(store.state.saved.shelf == .loaded(Array(shelf.dropFirst())))
        #expect(store.state.feed.cards == .loaded([Fixture.card(Films.arrival)]))
        #expect(await repository.stored.saved[Films.arrival.id] == nil)
    }

    @Test("Removing the last film keeps the cursor on the shelf, and the feed's card stops saying saved")
    func removalReachesTheFeed() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = AppFixture.initial
        initial.feed = Fixture.loadedFeed([Films.matrix, Films.heat])
        initial.feed.cards = .loaded([Fixture.card(Films.matrix, [.save]), Fixture.card(Films.heat)])
        let store = Store(initialState: initial, reducer: AppReducer(profile: repository))
        store.send(.screenSelected(.saved))
        await store.settle()

        store.send(.cursorMoved(by: 2))
        store.send(.removeTapped)
        await store.settle()

        var expected = initial
        expected.screen = .saved
        expected.saved.shelf = .loaded(Array(shelf.prefix(2)))
        expected.savedCursor = 1
        expected.saved.lastRemoval = SavedRemoval(entry: shelf[2], index: 2)
        expected.feed.cards = .loaded([Fixture.card(Films.matrix), Fixture.card(Films.heat)])
        #expect(store.state == expected)
        #expect(await repository.stored.saved[Films.matrix.id] == nil)
    }

    @Test("x removes a film and says so with an undo; u puts it back in its place and saves it again")
    func undoARemoval() async {
        let repository = InMemoryProfileRepository(profile)
        var initial = AppFixture.initial
        initial.feed.cards = .loaded([Fixture.card(Films.spiritedAway, [.save])])
        let store = Store(initialState: initial, reducer: AppReducer(profile: repository))
        store.send(.screenSelected(.saved))
        await store.settle()
        store.send(.cursorMoved(by: 1))
        store.send(.removeTapped)
        await store.settle(ignoring: AppReducer.subscriptions)

        var expected = initial
        expected.screen = .saved
        expected.saved.shelf = .loaded([shelf[0], shelf[2]])
        expected.saved.lastRemoval = SavedRemoval(entry: shelf[1], index: 1)
        expected.savedCursor = 1
        expected.feed.cards = .loaded([Fixture.card(Films.spiritedAway)])
        #expect(store.state == expected)
        #expect(store.state.banner == AppBanner(.removed(shelf[1]), actions: [.undo, .dismiss]))
        #expect(store.state.banner?.isError == false)

        store.send(.saved(.undoTapped))
        var undone = expected
        undone.saved.shelf = .loaded(shelf)
        undone.saved.lastRemoval = nil
        #expect(store.state == undone, "the film is back in its place at once, before the profile answers")
        await store.settle(ignoring: AppReducer.subscriptions)

        #expect(store.state.banner == nil)
        #expect(store.state.feed.cards == .loaded([Fixture.card(Films.spiritedAway, [.save])]))
        #expect(await repository.stored.saved[Films.spiritedAway.id] == Fixture.now)
    }

    @Test("Escape on the removal notice lets the removal stand: u has nothing left to undo")
    func dismissingTheRemovalNotice() async {
        let repository = InMemoryProfileRepository(profile)
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: repository))
        store.send(.screenSelected(.saved))
        await store.settle()
        store.send(.removeTapped)
        await store.settle(ignoring: AppReducer.subscriptions)

        store.send(.backTapped)
        store.send(.saved(.undoTapped))
        await store.settle(ignoring: AppReducer.subscriptions)

        var expected = AppFixture.initial
        expected.screen = .saved
        expected.saved.shelf = .loaded(Array(shelf.dropFirst()))
        #expect(store.state == expected)
        #expect(await repository.stored.saved[Films.arrival.id] == nil)
    }

    @Test("A film saved on the feed is on the shelf when the shelf comes into view")
    func savedOnTheFeedShowsOnTheShelf() async throws {
        let repository = InMemoryProfileRepository(AppFixture.onboarded)
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: repository))
        store.send(.started)
        await store.settle()
        let first = try #require(store.state.feed.currentCard)

        store.send(.feed(.saveTapped))
        await store.settle()
        store.send(.screenSelected(.saved))
        await store.settle()

        #expect(store.state.screen == .saved)
        #expect(
            store.state.saved.shelf
                == .loaded([SavedMovie(id: first.id, movie: first.recommendation.movie, savedAt: Fixture.now)]))
    }

    @Test("Remove and select do nothing on an empty shelf")
    func emptyShelf() async {
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: InMemoryProfileRepository()))
        store.send(.screenSelected(.saved))
        await store.settle()

        store.send(.selectTapped)
        store.send(.removeTapped)
        store.send(.cursorMoved(by: 1))

        var expected = AppFixture.initial
        expected.screen = .saved
        expected.saved.shelf = .loaded([])
        #expect(store.state == expected)
        #expect(!store.hasPendingEffects)
    }
}
