import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppSearchTests {
    private var searchScreen: AppState {
        var state = AppFixture.initial
        state.screen = .search
        return state
    }

    @Test("Typed characters edit the words and start a search under \"search/search\"; Backspace erases")
    func typingEditsTheQuery() {
        var state = searchScreen
        let reducer = AppReducer.unimplemented

        _ = reducer.reduce(&state, .textTyped("h"))
        _ = reducer.reduce(&state, .textTyped("x"))
        _ = reducer.reduce(&state, .textErased)
        let effect = reducer.reduce(&state, .textTyped("e"))

        var expected = searchScreen
        expected.search.query = "he"
        #expect(state == expected)
        #expect(effect.recorded == [.run("search/search")])
    }

    @Test("Enter searches at once and moves to the results; up from the first result goes back to the field")
    func enterSearchesAndFocusesResults() async {
        let store = Store(initialState: searchScreen, reducer: AppReducer(profile: InMemoryProfileRepository()))
        for character in "ridley" { store.send(.textTyped(character)) }
        store.send(.selectTapped)
        await store.settle()

        #expect(!store.state.isEditingQuery)
        #expect(store.state.search.results.value?.results.map(\.movie) == [Films.alien, Films.bladeRunner])
        store.send(.cursorMoved(by: 5))
        #expect(store.state.selectedSearchResult?.movie == Films.bladeRunner)
        store.send(.textTyped("q"))
        #expect(store.state.search.query == "ridley", "typing outside the field changes nothing")

        store.send(.cursorMoved(by: -1))
        store.send(.cursorMoved(by: -1))
        #expect(store.state.isEditingQuery)
        #expect(store.state.searchCursor == 0)
    }

    @Test("Escape leaves the field at once, keeping the words, so the number keys switch tabs; / returns to it")
    func escapeLeavesTheField() {
        var state = searchScreen
        state.search.query = "ab"
        state.search.results = .loading
        let reducer = AppReducer.unimplemented

        let left = reducer.reduce(&state, .backTapped)
        #expect(left.recorded.isEmpty)
        var expected = state
        expected.isEditingQuery = false
        #expect(state == expected)
        #expect(!state.isTyping)

        _ = reducer.reduce(&state, .backTapped)
        #expect(state == expected, "a second Escape does not go back into the field")

        _ = reducer.reduce(&state, .queryFocusTapped)
        expected.isEditingQuery = true
        #expect(state == expected)
    }

    @Test("A failed search shows a banner; Retry searches again and Start over empties the field")
    func failedSearch() {
        var state = searchScreen
        state.search.query = "ab"
        state.search.results = .failed(Fixture.catalogMissing)
        state.isEditingQuery = false
        #expect(state.banner == AppBanner(.searchFailed(Fixture.catalogMissing), actions: [.retry, .startOver]))

        var retried = state
        let retry = AppReducer.unimplemented.reduce(&retried, .refreshTapped)
        #expect(retry.recorded == [.run("search/search")])
        #expect(retried.search.results == .loading)

        _ = AppReducer.unimplemented.reduce(&state, .startOverTapped)
        #expect(state == searchScreen)
    }
}
