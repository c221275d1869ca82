import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct PreferencesReducerTests {
    private let initial = PreferencesState(profileLocation: AppFixture.profileLocation, cacheLocation: "/tmp/cache")

    @Test("Reload shows placeholders, starts one load under \"load\", and shows the stored profile")
    func reloadLoadsTheProfile() async {
        var state = initial
        let effect = PreferencesReducer.unimplemented.reduce(&state, .reload)
        var loading = initial
        loading.profile = .loading
        #expect(state == loading)
        #expect(effect.recorded == [.run("load")])

        let store = Store(
            initialState: initial, reducer: PreferencesReducer(profile: InMemoryProfileRepository(AppFixture.onboarded))
        )
        store.send(.reload)
        await store.settle()
        var loaded = initial
        loaded.profile = .loaded(AppFixture.onboarded)
        #expect(store.state == loaded)
    }

    @Test("A failed reload keeps the profile on screen; a failed first load shows the failure")
    func failedLoads() {
        var shown = initial
        shown.profile = .loaded(AppFixture.onboarded)
        var state = shown
        _ = PreferencesReducer.unimplemented.reduce(&state, .reload)
        #expect(state == shown)
        _ = PreferencesReducer.unimplemented.reduce(&state, .loadFailed(Fixture.unreadable))
        #expect(state == shown)

        var first = initial
        _ = PreferencesReducer.unimplemented.reduce(&first, .loadFailed(Fixture.unreadable))
        var failed = initial
        failed.profile = .failed(Fixture.unreadable)
        #expect(first == failed)
    }

    @Test("Reset asks first: cancelling keeps everything, confirming erases the stored profile")
    func resetNeedsConfirmation() async {
        let repository = InMemoryProfileRepository(AppFixture.onboarded)
        var shown = initial
        shown.profile = .loaded(AppFixture.onboarded)
        let store = Store(initialState: shown, reducer: PreferencesReducer(profile: repository))

        store.send(.resetConfirmed)
        #expect(store.state == shown)
        store.send(.resetTapped)
        var asking = shown
        asking.isConfirmingReset = true
        #expect(store.state == asking)
        store.send(.resetCancelled)
        #expect(store.state == shown)
        #expect(await repository.stored == AppFixture.onboarded)

        store.send(.resetTapped)
        store.send(.resetConfirmed)
        var resetting = shown
        resetting.reset = .loading
        #expect(store.state == resetting)
        await store.settle()
        var reset = shown
        reset.profile = .loaded(.empty)
        reset.reset = .loaded(.empty)
        #expect(store.state == reset)
        #expect(await repository.stored == .empty)
    }

    @Test("A reset that cannot be saved changes nothing, says so, and can be dismissed")
    func resetFailure() async {
        let repository = InMemoryProfileRepository(AppFixture.onboarded, failingUpdatesWith: Fixture.diskFull)
        var shown = initial
        shown.profile = .loaded(AppFixture.onboarded)
        let store = Store(initialState: shown, reducer: PreferencesReducer(profile: repository))

        store.send(.resetTapped)
        store.send(.resetConfirmed)
        await store.settle()
        var failed = shown
        failed.reset = .failed(Fixture.diskFull)
        #expect(store.state == failed)
        #expect(await repository.stored == AppFixture.onboarded)

        store.send(.failureDismissed)
        #expect(store.state == shown)
    }
}
