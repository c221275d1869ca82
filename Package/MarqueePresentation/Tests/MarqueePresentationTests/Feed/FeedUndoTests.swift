import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct FeedUndoTests {
    private let threeFilms = [Films.matrix, Films.heat, Films.alien]
    /// A catalog of just the feed's films, so a pass leaves nothing new to fill in; `FeedRefillTests` covers that.
    private var feedOnly: ArrayCatalog { ArrayCatalog(threeFilms) }

    @Test("Undo after a pass puts the card back at its place and takes the pass out of the profile")
    func undoAfterPassRestoresTheCard() async throws {
        let stored = UserProfile(preferredGenres: [.sciFi], hasCompletedOnboarding: true)
        let repository = InMemoryProfileRepository(stored)
        var initial = Fixture.loadedFeed(threeFilms)
        initial.position = 1
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))
        store.send(.passTapped)
        await store.settle()

        store.send(.undoTapped)

        #expect(store.state == initial)
        await store.settle()
        #expect(store.state == (try await Fixture.reranked(initial, catalog: feedOnly, profile: stored)))
        #expect(await repository.stored == stored)
    }

    @Test("Undo after a like shows the card unliked again and takes the like out of the profile")
    func undoAfterLikeRestoresTheCard() async throws {
        let repository = InMemoryProfileRepository()
        let initial = Fixture.loadedFeed(threeFilms)
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))
        store.send(.likeTapped)
        await store.settle()
        store.send(.nextTapped)

        store.send(.undoTapped)
        await store.settle()

        #expect(store.state == (try await Fixture.reranked(initial, catalog: feedOnly, profile: UserProfile())))
        #expect(await repository.stored == UserProfile())
    }

    @Test("Undoing a pass on a liked film brings the card back liked and the like back into the profile")
    func undoAfterPassBringsTheLikeBack() async throws {
        let repository = InMemoryProfileRepository(UserProfile(liked: [Films.heat.id: Fixture.daysAgo(5)]))
        var initial = Fixture.loadedFeed(threeFilms)
        initial.cards = .loaded([
            Fixture.card(Films.matrix), Fixture.card(Films.heat, [.like]), Fixture.card(Films.alien),
        ])
        initial.position = 1
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))
        store.send(.passTapped)
        await store.settle()
        #expect(await repository.stored == UserProfile(passed: [Films.heat.id: Fixture.now]))

        store.send(.undoTapped)
        await store.settle()

        // The set of reactions comes back; the like is dated by the undo, as FeedReaction keeps no dates.
        let profile = UserProfile(liked: [Films.heat.id: Fixture.now])
        #expect(store.state == (try await Fixture.reranked(initial, catalog: feedOnly, profile: profile)))
        #expect(await repository.stored == profile)
    }

    @Test("Undo with nothing to take back says so and starts no work")
    func undoWithNothingSaysSo() {
        let initial = Fixture.loadedFeed(threeFilms)
        let store = Store(initialState: initial, reducer: FeedReducer.unimplemented)

        store.send(.undoTapped)

        var expected = initial
        expected.notice = .nothingToUndo
        #expect(store.state == expected)
        #expect(!store.hasPendingEffects)
    }

    @Test("Undo takes back only the last reaction; a second undo has nothing left")
    func secondUndoHasNothingLeft() async throws {
        let repository = InMemoryProfileRepository()
        let initial = Fixture.loadedFeed(threeFilms)
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))
        store.send(.saveTapped)
        await store.settle()
        store.send(.undoTapped)
        await store.settle()

        store.send(.undoTapped)

        var expected = try await Fixture.reranked(initial, catalog: feedOnly, profile: UserProfile())
        expected.notice = .nothingToUndo
        #expect(store.state == expected)
        #expect(!store.hasPendingEffects)
        #expect(await repository.stored == UserProfile())
    }

    @Test("An undo that cannot be stored leaves the card showing the reaction the profile still holds")
    func failedUndoShowsWhatIsStored() async throws {
        let repository = InMemoryProfileRepository()
        let initial = Fixture.loadedFeed(threeFilms)
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))
        store.send(.likeTapped)
        await store.settle()
        await repository.failUpdates(with: Fixture.diskFull)

        store.send(.undoTapped)
        await store.settle()

        let stored = await repository.stored
        #expect(stored == UserProfile(liked: [Films.matrix.id: Fixture.now]))
        var expected = initial
        expected.cards = .loaded([
            Fixture.card(Films.matrix, [.like]), Fixture.card(Films.heat), Fixture.card(Films.alien),
        ])
        expected.notice = .reactionFailed(.profile(Fixture.diskFull))
        expected.lastReaction = FeedReaction(
            movieID: Films.matrix.id, before: [], position: 0, card: Fixture.card(Films.matrix)
        )
        let state = store.state
        #expect(state == (try await Fixture.reranked(expected, catalog: feedOnly, profile: stored)))
    }
}
