import MVIKit
import MarqueeComparison
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

/// What only MVI offers: the search's decisions checked as data, without running a task.
@MainActor
struct SearchReducerTests {
    private let reducer = SearchReducer(service: ScriptedSearchService(), debounce: .zero)

    @Test("A short query resets to idle and asks for nothing but cancelling the search", arguments: ["", "v", " v "])
    func shortQueryCancels(text: String) {
        var state = SearchState()
        state.query = "voyage"
        state.phase = .loading

        let effect = reducer.reduce(&state, .queryChanged(text))

        var expected = SearchState()
        expected.query = text
        #expect(state == expected)
        #expect(effect.operations == [.cancel("search")])
    }

    @Test("A searchable query shows loading and starts the debounce under the search id")
    func searchableQueryDebounces() {
        var state = SearchState()

        let effect = reducer.reduce(&state, .queryChanged("dune"))

        var expected = SearchState()
        expected.query = "dune"
        expected.phase = .loading
        #expect(state == expected)
        #expect(effect.operations == [.run(id: "search")])
    }

    @Test("Searching now replaces the debounce with the request under the same id")
    func searchNowSwitchesToTheRequest() {
        var state = SearchState()
        state.query = " dune "
        state.phase = .loading
        let before = state

        let effect = reducer.reduce(&state, .searchNow)

        #expect(state == before)
        #expect(effect.operations == [.run(id: "search")])
    }

    @Test(
        "Results and failures land in the phase unchanged",
        arguments: [
            (SearchIntent.resultsLoaded([Films.dune]), LoadingPhase<[Movie], CatalogError>.loaded([Films.dune])),
            (.searchFailed(.offline(reason: .other("down"))), .failed(.offline(reason: .other("down")))),
        ]
    )
    func outcomesLand(intent: SearchIntent, phase: LoadingPhase<[Movie], CatalogError>) {
        var state = SearchState()
        state.query = "dune"
        state.phase = .loading

        let effect = reducer.reduce(&state, intent)

        #expect(state.snapshot == SearchSnapshot(query: "dune", phase: phase))
        #expect(effect.isNone)
    }
}
