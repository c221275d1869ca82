import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct FeedLoadingTests {
    @Test("The first task shows the spinner and starts one load under the id \"load\"")
    func taskFromIdleStartsLoading() {
        var state = FeedState()

        let effect = FeedReducer.unimplemented.reduce(&state, .task)

        var expected = FeedState()
        expected.cards = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("load")])
    }

    @Test(
        "A full load shows one card per recommendation, saved films marked, liked ones left out, and the onboarding flag",
        arguments: [true, false]
    )
    func fullLoadShowsCardsWithTheProfilesReactions(hasCompletedOnboarding: Bool) async throws {
        let profile = UserProfile(
            preferredGenres: [.sciFi, .crime],
            liked: [Films.matrix.id: Fixture.daysAgo(3)],
            saved: [Films.heat.id: Fixture.daysAgo(1)],
            passed: [Films.toyStory.id: Fixture.daysAgo(2)],
            hasCompletedOnboarding: hasCompletedOnboarding
        )
        let store = Store(
            initialState: FeedState(limit: 12),
            reducer: FeedReducer(profile: InMemoryProfileRepository(profile))
        )

        store.send(.task)
        await store.settle()

        let ranked = try await Fixture.rankedFeed(for: profile, limit: 12)
        let rankedIDs = ranked.recommendations.map(\.id)
        // The feed looks past liked films (seen already) and keeps saved ones, the watchlist.
        #expect(!rankedIDs.contains(Films.matrix.id))
        try #require(rankedIDs.contains(Films.heat.id))
        let reactions: [MovieID: Set<Reaction>] = [Films.heat.id: [.save]]
        var expected = FeedState(limit: 12)
        expected.cards = .loaded(
            ranked.recommendations.map { FeedCard(recommendation: $0, reactions: reactions[$0.id, default: []]) }
        )
        expected.hasCompletedOnboarding = hasCompletedOnboarding
        #expect(store.state == expected)
    }

    @Test("A task while the feed is already on screen does nothing")
    func taskWhenLoadedDoesNothing() {
        let initial = Fixture.loadedFeed([Films.matrix, Films.heat])
        let store = Store(initialState: initial, reducer: FeedReducer.unimplemented)

        store.send(.task)

        #expect(!store.hasPendingEffects)
        #expect(store.state == initial)
    }

    @Test("A task while the first load is in flight does nothing")
    func taskWhileLoadingDoesNothing() {
        var state = FeedState()
        state.cards = .loading
        let before = state

        let effect = FeedReducer.unimplemented.reduce(&state, .task)

        #expect(effect.isNone)
        #expect(state == before)
    }

    @Test(
        "A load that fails shows which source failed",
        arguments: [SourceError.profile(Fixture.unreadable), .catalog(Fixture.catalogMissing)]
    )
    func failedLoadShowsTheError(error: SourceError) async {
        let reducer =
            switch error {
            case .profile(let failure):
                FeedReducer(profile: InMemoryProfileRepository(failingLoadsWith: failure))
            case .catalog(let failure):
                FeedReducer(
                    catalog: ArrayCatalog(Films.dozen, failingWith: failure), profile: InMemoryProfileRepository())
            }
        let store = Store(initialState: FeedState(), reducer: reducer)

        store.send(.task)
        await store.settle()

        var expected = FeedState()
        expected.cards = .failed(error)
        #expect(store.state == expected)
    }

    @Test("Retrying after a failure shows the spinner again and then the feed")
    func retryAfterFailureLoads() async throws {
        let profile = UserProfile(preferredGenres: [.drama], hasCompletedOnboarding: true)
        let repository = InMemoryProfileRepository(profile, failingLoadsWith: Fixture.unreadable)
        let store = Store(initialState: FeedState(), reducer: FeedReducer(profile: repository))
        store.send(.task)
        await store.settle()
        await repository.failLoads(with: nil)

        store.send(.retry)

        var loading = FeedState()
        loading.cards = .loading
        #expect(store.state == loading)
        await store.settle()
        let ranked = try await Fixture.rankedFeed(for: profile, limit: 5)
        var expected = FeedState()
        expected.cards = .loaded(ranked.recommendations.map { FeedCard(recommendation: $0, reactions: []) })
        #expect(store.state == expected)
    }

    @Test("Refreshing before anything has loaded is a retry: the spinner shows and no refresh flag is set")
    func refreshWithoutCardsRetries() {
        var state = FeedState()
        state.cards = .failed(.catalog(Fixture.catalogMissing))

        let effect = FeedReducer.unimplemented.reduce(&state, .refresh)

        var expected = FeedState()
        expected.cards = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("load")])
    }
}

@MainActor
struct FeedRefreshTests {
    @Test("A refresh keeps the cards on screen while it runs, then shows the new feed from the first card")
    func refreshKeepsCardsThenReplacesThem() async throws {
        let profile = UserProfile(
            preferredGenres: [.animation],
            liked: [Films.spiritedAway.id: Fixture.daysAgo(4)],
            hasCompletedOnboarding: true
        )
        var initial = Fixture.loadedFeed([Films.matrix, Films.heat, Films.alien])
        initial.position = 2
        initial.isShowingInfo = true
        let store = Store(initialState: initial, reducer: FeedReducer(profile: InMemoryProfileRepository(profile)))

        store.send(.refresh)

        var refreshing = initial
        refreshing.isRefreshing = true
        #expect(store.state == refreshing)
        #expect(store.hasPendingEffects)
        await store.settle()
        let ranked = try await Fixture.rankedFeed(for: profile, limit: 5)
        var expected = FeedState()
        expected.cards = .loaded(
            ranked.recommendations.map {
                FeedCard(recommendation: $0, reactions: $0.id == Films.spiritedAway.id ? [.like] : [])
            }
        )
        #expect(store.state == expected)
    }

    @Test("A refresh starts one load under the id \"load\"")
    func refreshStartsALoad() {
        var state = Fixture.loadedFeed([Films.matrix])

        let effect = FeedReducer.unimplemented.reduce(&state, .refresh)

        var expected = Fixture.loadedFeed([Films.matrix])
        expected.isRefreshing = true
        #expect(state == expected)
        #expect(effect.recorded == [.run("load")])
    }

    @Test("A failed refresh keeps the cards and only shows a notice")
    func failedRefreshOnlySetsTheNotice() async {
        var initial = Fixture.loadedFeed([Films.matrix, Films.heat, Films.alien])
        initial.position = 1
        let store = Store(
            initialState: initial,
            reducer: FeedReducer(profile: InMemoryProfileRepository(failingLoadsWith: Fixture.unreadable))
        )

        store.send(.refresh)
        await store.settle()

        var expected = initial
        expected.notice = .refreshFailed(.profile(Fixture.unreadable))
        #expect(store.state == expected)
    }

    @Test("A refresh while one is already running is ignored")
    func refreshWhileRefreshingIsIgnored() async throws {
        let profile = UserProfile(preferredGenres: [.comedy], hasCompletedOnboarding: true)
        let initial = Fixture.loadedFeed([Films.matrix, Films.heat])
        let store = Store(initialState: initial, reducer: FeedReducer(profile: InMemoryProfileRepository(profile)))
        store.send(.refresh)

        var state = store.state
        let effect = FeedReducer.unimplemented.reduce(&state, .refresh)
        store.send(.refresh)

        #expect(effect.isNone)
        #expect(state == store.state)
        #expect(store.runningEffectCount == 1)
        await store.settle()
        let ranked = try await Fixture.rankedFeed(for: profile, limit: 5)
        var expected = FeedState()
        expected.cards = .loaded(ranked.recommendations.map { FeedCard(recommendation: $0, reactions: []) })
        #expect(store.state == expected)
    }
}
