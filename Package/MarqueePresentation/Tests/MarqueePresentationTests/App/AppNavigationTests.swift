import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppNavigationTests {
    /// The app with three cards on screen, so bringing the feed into view loads nothing.
    private var base: AppState {
        var state = AppFixture.initial
        state.feed = Fixture.loadedFeed([Films.matrix, Films.heat, Films.alien])
        return state
    }

    @Test("Starting on a first run shows placeholders, loads the feed, then opens the picker with nothing picked")
    func firstRunOpensThePicker() async throws {
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: InMemoryProfileRepository()))

        store.send(.started)
        var loading = AppFixture.initial
        loading.feed.cards = .loading
        #expect(store.state == loading)
        #expect(store.state.feed.cards.display == .placeholder)

        await store.settle()
        var expected = AppFixture.initial
        expected.feed = try await AppFixture.loadedFeed(for: .empty)
        expected.hasCheckedOnboarding = true
        expected.screen = .onboarding
        #expect(store.state == expected)
    }

    @Test("Starting with an onboarded profile stays on the feed")
    func onboardedUserSeesTheFeed() async throws {
        let store = Store(
            initialState: AppFixture.initial,
            reducer: AppReducer(profile: InMemoryProfileRepository(AppFixture.onboarded)))

        store.send(.started)
        await store.settle()

        var expected = AppFixture.initial
        expected.feed = try await AppFixture.loadedFeed(for: AppFixture.onboarded)
        expected.hasCheckedOnboarding = true
        #expect(store.state == expected)
    }

    @Test("Picking genres with the cursor saves them and brings back the feed ranked by them")
    func pickingGenresRanksTheFeed() async throws {
        let repository = InMemoryProfileRepository()
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: repository))
        store.send(.started)
        await store.settle()

        store.send(.cursorMoved(by: 100))
        #expect(store.state.genreCursor == Genre.allCases.count - 1)
        store.send(.cursorMoved(by: -4))
        #expect(store.state.genreUnderCursor == .sciFi)
        store.send(.selectTapped)
        store.send(.onboarding(.doneTapped))
        await store.settle()

        let profile = UserProfile(preferredGenres: [.sciFi], hasCompletedOnboarding: true)
        #expect(await repository.stored == profile)
        var expected = AppFixture.initial
        expected.feed = try await AppFixture.loadedFeed(for: profile)
        expected.hasCheckedOnboarding = true
        expected.onboarding = OnboardingState(selected: [.sciFi])
        expected.onboarding.saving = .loaded(profile)
        expected.genreCursor = Genre.allCases.firstIndex(of: .sciFi) ?? -1
        #expect(store.state == expected)
    }

    @Test("Saved genres switch to the feed at once and refresh it while the old cards stay on screen")
    func savedGenresRefreshKeepingCards() {
        var state = base
        state.screen = .onboarding
        let profile = UserProfile(preferredGenres: [.drama], hasCompletedOnboarding: true)

        let effect = AppReducer.unimplemented.reduce(&state, .onboarding(.choiceSaved(profile)))

        var expected = base
        expected.onboarding.saving = .loaded(profile)
        expected.feed.isRefreshing = true
        #expect(state == expected)
        #expect(effect.recorded == [.run("feed/load")])
    }

    @Test("Escape on the picker skips it, and a later load does not open it again")
    func skippingThePicker() async throws {
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: InMemoryProfileRepository()))
        store.send(.started)
        await store.settle()

        store.send(.backTapped)
        store.send(.refreshTapped)
        await store.settle()

        var expected = AppFixture.initial
        expected.feed = try await AppFixture.loadedFeed(for: .empty)
        expected.hasCheckedOnboarding = true
        #expect(store.state == expected)
    }

    @Test("Escape on the picker opened from Preferences goes back to Preferences, not to the feed")
    func skippingThePickerFromPreferences() {
        var state = AppFixture.initial
        state.hasCheckedOnboarding = true
        state.screen = .preferences
        state.preferences.profile = .loaded(AppFixture.onboarded)
        let reducer = AppReducer.unimplemented

        _ = reducer.reduce(&state, .repickGenresTapped)
        #expect(state.screen == .onboarding)
        let effect = reducer.reduce(&state, .backTapped)

        var expected = AppFixture.initial
        expected.hasCheckedOnboarding = true
        expected.screen = .preferences
        expected.pickerOrigin = .preferences
        expected.onboarding = OnboardingState(selected: [.sciFi])
        expected.preferences.profile = .loaded(AppFixture.onboarded)
        #expect(state == expected)
        #expect(effect.recorded == [.run("preferences/load")])
    }

    @Test("A user who moved on before the first answer is not pulled into the picker")
    func movingOnSkipsTheFirstRunCheck() async {
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: InMemoryProfileRepository()))

        store.send(.started)
        store.send(.screenSelected(.preferences))
        await store.settle()

        #expect(store.state.screen == .preferences)
        #expect(store.state.hasCheckedOnboarding)
        #expect(store.state.preferences.profile == .loaded(.empty))
    }

    @Test(
        "Tab, Shift-Tab and the number keys move between the tabs, wrapping, and load what comes into view",
        arguments: [
            (Screen.feed, AppIntent.nextScreenTapped, Screen.discover, [RecordedOperation.run("discover/load")]),
            (.discover, .nextScreenTapped, .search, []),
            (.search, .nextScreenTapped, .saved, [.run("saved/load")]),
            (.saved, .nextScreenTapped, .recommend, []),
            (.recommend, .nextScreenTapped, .ask, []),
            (.ask, .nextScreenTapped, .preferences, [.run("preferences/load")]),
            (.preferences, .nextScreenTapped, .feed, []),
            (.together, .nextScreenTapped, .feed, []),
            (.preferences, .previousScreenTapped, .ask, []),
            (.feed, .screenSelected(.ask), .ask, []),
            (.feed, .screenSelected(.together), .together, []),
            (.feed, .previousScreenTapped, .preferences, [.run("preferences/load")]),
            (.onboarding, .nextScreenTapped, .feed, []),
            (.onboarding, .previousScreenTapped, .preferences, [.run("preferences/load")]),
            (.feed, .screenSelected(.saved), .saved, [.run("saved/load")]),
            (.saved, .screenSelected(.onboarding), .onboarding, []),
        ] as [(Screen, AppIntent, Screen, [RecordedOperation])]
    )
    func tabsMoveBetweenScreens(from: Screen, intent: AppIntent, to: Screen, operations: [RecordedOperation]) {
        var state = base
        state.screen = from
        state.isShowingHelp = true
        state.isEditingQuery = false

        let effect = AppReducer.unimplemented.reduce(&state, intent)

        var expected = base
        expected.screen = to
        expected.isEditingQuery = to == .search
        if to == .discover { expected.discover.catalog = .loading }
        if to == .saved { expected.saved.shelf = .loading }
        if to == .preferences { expected.preferences.profile = .loading }
        #expect(state == expected)
        #expect(effect.recorded == operations)
    }

    @Test("Help toggles; Escape closes help before the card's detail panel, and the panel stops its work")
    func helpAndEscape() {
        var state = base
        let reducer = AppReducer.unimplemented
        let opened = reducer.reduce(&state, .selectTapped)
        var detail = base
        detail.feed.isShowingInfo = true
        detail.detail = DetailState(movieID: Films.matrix.id)
        detail.detail?.details = .loading
        #expect(state == detail)
        #expect(opened.recorded == [.run("detail/load"), .run("detail/observeSaved")])

        _ = reducer.reduce(&state, .helpTapped)
        var helping = detail
        helping.isShowingHelp = true
        #expect(state == helping)

        _ = reducer.reduce(&state, .backTapped)
        #expect(state == detail)

        let closed = reducer.reduce(&state, .backTapped)
        #expect(state == base)
        #expect(closed.recorded == [.cancel("detail/load"), .cancel("detail/poster"), .cancel("detail/observeSaved")])

        _ = reducer.reduce(&state, .helpTapped)
        _ = reducer.reduce(&state, .helpTapped)
        #expect(state == base)
    }

    @Test("On the feed the detail panel follows the card: moving on closes it, and it loads the card in view")
    func feedCursor() async {
        let repository = InMemoryProfileRepository()
        let store = Store(initialState: base, reducer: AppReducer(profile: repository))

        store.send(.cursorMoved(by: 1))
        store.send(.selectTapped)
        await store.waitUntil { $0.detail?.savedIDs != nil && $0.detail?.details.value != nil }

        var expected = base
        expected.feed.position = 1
        expected.feed.isShowingInfo = true
        expected.detail = DetailState(movieID: Films.heat.id)
        expected.detail?.details = .loaded(DetailedMovie(details: MovieDetails(movie: Films.heat), source: .bundled))
        expected.detail?.savedIDs = []
        #expect(store.state == expected)

        store.send(.cursorMoved(by: 1))
        var moved = base
        moved.feed.position = 2
        #expect(store.state == moved)
        await store.settle()
        #expect(!store.hasPendingEffects)
    }
}
