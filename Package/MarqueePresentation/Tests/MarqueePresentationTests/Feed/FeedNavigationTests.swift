import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct FeedNavigationTests {
    @Test(
        "Next and previous move one card within the feed, stop at its ends, and close the detail panel on a move",
        arguments: [
            (0, FeedIntent.nextTapped, 1),
            (1, .nextTapped, 2),
            (2, .nextTapped, 2),
            (2, .previousTapped, 1),
            (1, .previousTapped, 0),
            (0, .previousTapped, 0),
        ]
    )
    func movesWithinBounds(from start: Int, intent: FeedIntent, to end: Int) {
        let store = Store(
            initialState: Self.feed(position: start, isShowingInfo: true),
            reducer: FeedReducer.unimplemented
        )

        store.send(intent)

        #expect(store.state == Self.feed(position: end, isShowingInfo: start == end))
        #expect(!store.hasPendingEffects)
    }

    @Test("Next and previous do nothing while there are no cards", arguments: [FeedIntent.nextTapped, .previousTapped])
    func movesWithoutCardsDoNothing(intent: FeedIntent) {
        var initial = FeedState()
        initial.cards = .loaded([])
        let store = Store(initialState: initial, reducer: FeedReducer.unimplemented)

        store.send(intent)

        #expect(store.state == initial)
    }

    @Test("Info opens the detail panel of the card in view, and info again closes it")
    func infoToggles() {
        let store = Store(
            initialState: Self.feed(position: 1, isShowingInfo: false), reducer: FeedReducer.unimplemented)

        store.send(.infoTapped)
        #expect(store.state == Self.feed(position: 1, isShowingInfo: true))

        store.send(.infoTapped)
        #expect(store.state == Self.feed(position: 1, isShowingInfo: false))
    }

    @Test("Info does nothing while no card is in view")
    func infoWithoutACardDoesNothing() {
        var state = FeedState()
        state.cards = .loading

        let effect = FeedReducer.unimplemented.reduce(&state, .infoTapped)

        var expected = FeedState()
        expected.cards = .loading
        #expect(state == expected)
        #expect(effect.isNone)
    }

    @Test("Dismissing the notice clears it and leaves everything else alone")
    func dismissingTheNoticeClearsIt() {
        var initial = Self.feed(position: 1, isShowingInfo: true)
        initial.notice = .nothingToUndo
        let store = Store(initialState: initial, reducer: FeedReducer.unimplemented)

        store.send(.noticeDismissed)

        #expect(store.state == Self.feed(position: 1, isShowingInfo: true))
    }

    /// Three cards (The Matrix, Heat, Alien) with the given card in view.
    private static func feed(position: Int, isShowingInfo: Bool) -> FeedState {
        var state = Fixture.loadedFeed([Films.matrix, Films.heat, Films.alien])
        state.position = position
        state.isShowingInfo = isShowingInfo
        return state
    }
}
