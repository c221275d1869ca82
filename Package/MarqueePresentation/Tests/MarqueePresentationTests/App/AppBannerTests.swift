import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// A state, and the banner it must show.
struct BannerCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let state: AppState
    let banner: AppBanner?

    static let all: [BannerCase] = {
        let refreshFailed = SourceError.profile(Fixture.unreadable)
        var cases: [BannerCase] = []
        func add(_ name: String, _ banner: AppBanner?, _ change: (inout AppState) -> Void) {
            var state = AppFixture.initial
            change(&state)
            cases.append(BannerCase(testDescription: name, state: state, banner: banner))
        }
        add("nothing wrong", nil) { _ in }
        add("feed failed", AppBanner(.feedUnavailable(refreshFailed), actions: [.retry, .startOver])) {
            $0.feed.cards = .failed(refreshFailed)
        }
        add("refresh failed", AppBanner(.refreshFailed(refreshFailed), actions: [.retry, .startOver, .dismiss])) {
            $0.feed.notice = .refreshFailed(refreshFailed)
        }
        add("reaction failed", AppBanner(.reactionFailed(.profile(Fixture.diskFull)), actions: [.dismiss])) {
            $0.feed.notice = .reactionFailed(.profile(Fixture.diskFull))
        }
        add("nothing to undo", AppBanner(.nothingToUndo, actions: [.dismiss])) { $0.feed.notice = .nothingToUndo }
        add("feed notice, shelf in view", nil) {
            $0.feed.notice = .nothingToUndo
            $0.screen = .saved
        }
        add("shelf failed", AppBanner(.shelfUnavailable(refreshFailed), actions: [.retry])) {
            $0.screen = .saved
            $0.saved.shelf = .failed(refreshFailed)
        }
        add(
            "shelf reload failed", AppBanner(.shelfUnavailable(refreshFailed), actions: [.retry, .startOver, .dismiss])
        ) {
            $0.screen = .saved
            $0.saved.shelf = .loaded([])
            $0.saved.reloadFailure = refreshFailed
        }
        add("removal failed", AppBanner(.removalFailed(.profile(Fixture.diskFull)), actions: [.dismiss])) {
            $0.screen = .saved
            $0.saved.removalFailure = .profile(Fixture.diskFull)
        }
        add("genres not saved", AppBanner(.genresNotSaved(Fixture.diskFull), actions: [.retry, .startOver, .dismiss])) {
            $0.screen = .onboarding
            $0.onboarding.saving = .failed(Fixture.diskFull)
        }
        add("profile unreadable", AppBanner(.profileUnavailable(Fixture.unreadable), actions: [.retry])) {
            $0.screen = .preferences
            $0.preferences.profile = .failed(Fixture.unreadable)
        }
        add("reset failed", AppBanner(.resetFailed(Fixture.diskFull), actions: [.retry, .dismiss])) {
            $0.screen = .preferences
            $0.preferences.reset = .failed(Fixture.diskFull)
        }
        return cases
    }()
}

@MainActor
struct AppBannerTests {
    @Test(
        "Each screen's failures and notices give one banner with the actions that make sense", arguments: BannerCase.all
    )
    func bannerFollowsTheScreen(_ testCase: BannerCase) {
        #expect(testCase.state.banner == testCase.banner)
    }

    @Test("Only a notice is not an error")
    func noticesAreNotErrors() {
        #expect(!AppBanner(.nothingToUndo, actions: [.dismiss]).isError)
        #expect(AppBanner(.removalFailed(.profile(Fixture.diskFull)), actions: [.dismiss]).isError)
    }

    @Test("A feed that failed to load shows a banner; Retry loads it, and the banner goes")
    func retryAfterAFailedFirstLoad() async throws {
        let repository = InMemoryProfileRepository(AppFixture.onboarded, failingLoadsWith: Fixture.unreadable)
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: repository))
        store.send(.started)
        await store.settle()
        #expect(store.state.feed.cards.display == .unavailable)
        #expect(
            store.state.banner
                == AppBanner(.feedUnavailable(.profile(Fixture.unreadable)), actions: [.retry, .startOver]))

        await repository.failLoads(with: nil)
        store.send(.refreshTapped)
        #expect(store.state.banner == nil)
        await store.settle()

        var expected = AppFixture.initial
        expected.feed = try await AppFixture.loadedFeed(for: AppFixture.onboarded)
        expected.hasCheckedOnboarding = true
        #expect(store.state == expected)
    }

    @Test("A failed refresh keeps the cards under the banner; Escape dismisses it; Start over reloads from the top")
    func failedRefreshKeepsContent() async throws {
        let repository = InMemoryProfileRepository(AppFixture.onboarded)
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: repository))
        store.send(.started)
        await store.settle()
        store.send(.feed(.nextTapped))
        let shown = store.state

        await repository.failLoads(with: Fixture.unreadable)
        store.send(.refreshTapped)
        await store.settle()
        var failed = shown
        failed.feed.notice = .refreshFailed(.profile(Fixture.unreadable))
        #expect(store.state == failed)

        store.send(.backTapped)
        #expect(store.state == shown)

        store.send(.refreshTapped)
        await store.settle()
        await repository.failLoads(with: nil)
        store.send(.startOverTapped)
        var startingOver = shown
        startingOver.feed.cards = .loading
        #expect(store.state == startingOver)
        await store.settle()
        var expected = shown
        expected.feed.position = 0
        #expect(store.state == expected)
    }

    @Test("Start over does nothing when the banner does not offer it")
    func startOverNeedsTheBanner() {
        var state = AppFixture.initial
        state.feed.notice = .nothingToUndo
        let before = state

        let effect = AppReducer.unimplemented.reduce(&state, .startOverTapped)

        #expect(state == before)
        #expect(effect.isNone)
    }

    @Test("Genres that could not be saved can be retried, or the picker started over")
    func pickerFailure() async {
        let repository = InMemoryProfileRepository(failingUpdatesWith: Fixture.diskFull)
        var initial = AppFixture.initial
        initial.screen = .onboarding
        let store = Store(initialState: initial, reducer: AppReducer(profile: repository))
        store.send(.onboarding(.genreToggled(.war)))
        store.send(.onboarding(.doneTapped))
        await store.settle()
        #expect(
            store.state.banner == AppBanner(.genresNotSaved(Fixture.diskFull), actions: [.retry, .startOver, .dismiss]))

        store.send(.startOverTapped)
        #expect(store.state == initial)

        store.send(.onboarding(.genreToggled(.war)))
        store.send(.onboarding(.doneTapped))
        await store.settle()
        await repository.failUpdates(with: nil)
        store.send(.refreshTapped)
        await store.settle()
        #expect(store.state.screen == .feed)
        #expect(await repository.stored == UserProfile(preferredGenres: [.war], hasCompletedOnboarding: true))
    }

    @Test("A reset that failed is retried by asking again, never by erasing silently")
    func resetRetryAsksAgain() {
        var state = AppFixture.initial
        state.screen = .preferences
        state.preferences.profile = .loaded(AppFixture.onboarded)
        state.preferences.reset = .failed(Fixture.diskFull)

        let effect = AppReducer.unimplemented.reduce(&state, .refreshTapped)

        var expected = AppFixture.initial
        expected.screen = .preferences
        expected.preferences.profile = .loaded(AppFixture.onboarded)
        expected.preferences.isConfirmingReset = true
        #expect(state == expected)
        #expect(effect.isNone)
    }

    @Test("After a reset every screen starts over: the picker opens empty, the feed and the shelf reload")
    func resetStartsEverythingOver() async throws {
        let repository = InMemoryProfileRepository(
            UserProfile(
                preferredGenres: [.war], saved: [Films.heat.id: Fixture.daysAgo(1)], hasCompletedOnboarding: true))
        let store = Store(initialState: AppFixture.initial, reducer: AppReducer(profile: repository))
        store.send(.started)
        store.send(.screenSelected(.saved))
        store.send(.screenSelected(.preferences))
        await store.settle()

        store.send(.preferences(.resetTapped))
        store.send(.backTapped)
        #expect(!store.state.preferences.isConfirmingReset)
        store.send(.preferences(.resetTapped))
        store.send(.preferences(.resetConfirmed))
        await store.settle()

        var expected = AppFixture.initial
        expected.screen = .onboarding
        expected.pickerOrigin = .preferences
        expected.hasCheckedOnboarding = true
        expected.feed = try await AppFixture.loadedFeed(for: .empty)
        expected.saved.shelf = .loaded([])
        expected.preferences.profile = .loaded(.empty)
        expected.preferences.reset = .loaded(.empty)
        #expect(store.state == expected)
        #expect(await repository.stored == .empty)
    }

    @Test("Placeholders until content arrives, the content after, and nothing but the banner after a failure")
    func contentDisplay() {
        let phases: [LoadingPhase<[Int], SourceError>] = [
            .idle, .loading, .loaded([1]), .failed(.profile(Fixture.diskFull)),
        ]
        #expect(phases.map(\.display) == [.placeholder, .placeholder, .content([1]), .unavailable])
    }
}
