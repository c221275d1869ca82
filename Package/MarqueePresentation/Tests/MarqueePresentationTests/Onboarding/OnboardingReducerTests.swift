import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct OnboardingReducerTests {
    @Test(
        "Toggling a genre picks it, and toggling it again un-picks it",
        arguments: [
            ([.sciFi], [.sciFi]),
            ([.sciFi, .sciFi], []),
            ([.sciFi, .drama, .sciFi], [.drama]),
            ([.horror, .comedy, .western], [.comedy, .horror, .western]),
        ] as [([Genre], GenreSet)]
    )
    func togglingPicksAndUnpicks(toggles: [Genre], picked: GenreSet) {
        let store = Store(initialState: OnboardingState(), reducer: OnboardingReducer.unimplemented)

        for genre in toggles { store.send(.genreToggled(genre)) }

        #expect(store.state == OnboardingState(selected: picked))
        #expect(!store.hasPendingEffects)
    }

    @Test("Done with nothing picked asks for a genre and saves nothing")
    func doneWithNothingPickedNeedsAGenre() {
        var state = OnboardingState()

        let effect = OnboardingReducer.unimplemented.reduce(&state, .doneTapped)

        var expected = OnboardingState()
        expected.needsAGenre = true
        #expect(state == expected)
        #expect(effect.isNone)
    }

    @Test("Picking a genre after being asked for one clears the request")
    func pickingClearsTheRequest() {
        let store = Store(initialState: OnboardingState(), reducer: OnboardingReducer.unimplemented)
        store.send(.doneTapped)

        store.send(.genreToggled(.music))

        #expect(store.state == OnboardingState(selected: [.music]))
    }

    @Test("Done starts one save under the id \"save\" and shows it is saving")
    func doneStartsASave() {
        var state = OnboardingState(selected: [.fantasy])

        let effect = OnboardingReducer.unimplemented.reduce(&state, .doneTapped)

        var expected = OnboardingState(selected: [.fantasy])
        expected.saving = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("save")])
    }

    @Test("Done while a save is running does nothing")
    func doneWhileSavingDoesNothing() {
        var state = OnboardingState(selected: [.fantasy])
        state.saving = .loading
        let before = state

        let effect = OnboardingReducer.unimplemented.reduce(&state, .doneTapped)

        #expect(effect.isNone)
        #expect(state == before)
    }

    @Test("Done saves the picked genres and marks onboarding complete")
    func doneSavesTheGenres() async {
        let repository = InMemoryProfileRepository()
        let store = Store(initialState: OnboardingState(), reducer: OnboardingReducer(profile: repository))
        store.send(.genreToggled(.sciFi))
        store.send(.genreToggled(.drama))

        store.send(.doneTapped)
        await store.settle()

        let saved = UserProfile(preferredGenres: [.drama, .sciFi], hasCompletedOnboarding: true)
        var expected = OnboardingState(selected: [.drama, .sciFi])
        expected.saving = .loaded(saved)
        #expect(store.state == expected)
        #expect(await repository.stored == saved)
    }

    @Test("A save that fails shows the failure and changes nothing in the profile")
    func failedSaveShowsTheFailure() async {
        let repository = InMemoryProfileRepository(failingUpdatesWith: Fixture.diskFull)
        let store = Store(
            initialState: OnboardingState(selected: [.war]), reducer: OnboardingReducer(profile: repository))

        store.send(.doneTapped)
        await store.settle()

        var expected = OnboardingState(selected: [.war])
        expected.saving = .failed(Fixture.diskFull)
        #expect(store.state == expected)
        #expect(await repository.stored == .empty)
    }

    @Test("Done after a failed save tries again")
    func doneAfterFailureRetries() async {
        let repository = InMemoryProfileRepository(failingUpdatesWith: Fixture.diskFull)
        let store = Store(
            initialState: OnboardingState(selected: [.war]), reducer: OnboardingReducer(profile: repository))
        store.send(.doneTapped)
        await store.settle()
        await repository.failUpdates(with: nil)

        store.send(.doneTapped)
        await store.settle()

        var expected = OnboardingState(selected: [.war])
        expected.saving = .loaded(UserProfile(preferredGenres: [.war], hasCompletedOnboarding: true))
        #expect(store.state == expected)
    }

    @Test("Onboarding replaces the preferred genres and keeps the reactions already in the profile")
    func onboardingKeepsReactions() async {
        let reactions = UserProfile(
            preferredGenres: [.horror],
            liked: [Films.arrival.id: Fixture.daysAgo(10)],
            saved: [Films.parasite.id: Fixture.daysAgo(3)],
            passed: [Films.toyStory.id: Fixture.daysAgo(1)]
        )
        let repository = InMemoryProfileRepository(reactions)
        let store = Store(
            initialState: OnboardingState(selected: [.sciFi, .thriller]),
            reducer: OnboardingReducer(profile: repository)
        )

        store.send(.doneTapped)
        await store.settle()

        let saved = UserProfile(
            preferredGenres: [.sciFi, .thriller],
            liked: [Films.arrival.id: Fixture.daysAgo(10)],
            saved: [Films.parasite.id: Fixture.daysAgo(3)],
            passed: [Films.toyStory.id: Fixture.daysAgo(1)],
            hasCompletedOnboarding: true
        )
        var expected = OnboardingState(selected: [.sciFi, .thriller])
        expected.saving = .loaded(saved)
        #expect(store.state == expected)
        #expect(await repository.stored == saved)
    }
}
