import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

@MainActor
struct SearchReducerTests {
    private static let storeMatrix = Movie(id: MovieID("itunes:1"), title: "The Matrix", year: 1999)
    private static let storeDune = Movie(id: MovieID("itunes:2"), title: "Dune", year: 2021)

    private static func reducer(
        _ store: StubShop, sleeper: ManualSleeper, catalog: any CatalogRepository = ArrayCatalog(Films.dozen)
    )
        -> SearchReducer
    {
        SearchReducer(search: SearchMoviesUseCase(catalog: catalog, store: store), sleep: sleeper.sleep)
    }

    /// What the Domain finds for `query` with the same catalog and store, to compare the screen's results with.
    private static func expected(_ query: String, _ store: StubShop) async throws -> SearchResults {
        try await SearchMoviesUseCase(catalog: ArrayCatalog(Films.dozen), store: store).execute(query)
    }

    /// What the catalog alone finds for `query`, still waiting for `store`.
    private static func catalogPhase(_ query: String, _ store: StubShop) async throws -> SearchResults {
        try await SearchMoviesUseCase(catalog: ArrayCatalog(Films.dozen), store: store).searchCatalog(query)
    }

    @Test("The catalog's results show while the store is silent, marked as waiting; the store's merge in later")
    func catalogFirstThenStore() async throws {
        let held = HeldSearches(["matrix"])
        let stub = StubShop(
            searches: ["matrix": .success(Sourced([Self.storeMatrix, Self.storeDune], source: .live))],
            beforeSearch: { await held.hold($0) })
        let store = Store(initialState: SearchState(), reducer: Self.reducer(stub, sleeper: ManualSleeper()))

        store.send(.queryChanged("matrix"))
        store.send(.searchNow)
        await held.waitUntilAsked("matrix")
        await store.waitUntil { $0.results.value != nil }
        var waiting = SearchState()
        waiting.query = "matrix"
        waiting.results = .loaded(try await Self.catalogPhase("matrix", stub))
        #expect(store.state == waiting)
        #expect(store.state.results.value?.storePending == true)

        held.release("matrix")
        await store.settle()
        var expected = SearchState()
        expected.query = "matrix"
        expected.results = .loaded(try await Self.expected("matrix", stub))
        #expect(store.state == expected)
        #expect(expected.results.value?.storeSource == .live)
    }

    @Test(
        "A query under two characters resets to idle and cancels the pending search",
        arguments: ["", "m", " m ", "  "]
    )
    func shortQueryResets(query: String) {
        var state = SearchState()
        state.query = "matrix"
        state.results = .loading

        let effect = SearchReducer(search: SearchMoviesUseCase(catalog: UnimplementedCatalogRepository()))
            .reduce(&state, .queryChanged(query))

        var expected = SearchState()
        expected.query = query
        #expect(state == expected)
        #expect(effect.recorded == [.cancel("search")])
    }

    @Test("Typing waits for the debounce under the id \"search\", and an unchanged query does nothing")
    func typingDebounces() {
        var state = SearchState()
        let reducer = SearchReducer(search: SearchMoviesUseCase(catalog: UnimplementedCatalogRepository()))

        let typed = reducer.reduce(&state, .queryChanged("matrix"))
        let again = reducer.reduce(&state, .queryChanged("matrix"))

        var expected = SearchState()
        expected.query = "matrix"
        #expect(state == expected)
        #expect(typed.recorded == [.run("search")])
        #expect(again.isNone)
    }

    @Test("Keystrokes inside the debounce collapse into one search for the final query")
    func debounceCollapsesKeystrokes() async throws {
        let stub = StubShop(searches: ["matrix": .success(Sourced([Self.storeMatrix], source: .live))])
        let sleeper = ManualSleeper()
        let store = Store(initialState: SearchState(), reducer: Self.reducer(stub, sleeper: sleeper))

        store.send(.queryChanged("ma"))
        store.send(.queryChanged("mat"))
        store.send(.queryChanged("matrix"))
        await sleeper.waitUntilSleeping()
        sleeper.releaseAll()
        await store.settle()

        var expected = SearchState()
        expected.query = "matrix"
        expected.results = .loaded(try await Self.expected("matrix", stub))
        #expect(store.state == expected)
        #expect(stub.questions == ["search matrix us 10", "search matrix us 10"], "one search, plus the expectation's")
        #expect(sleeper.requested.allSatisfy { $0 == SearchReducer.defaultDebounce })
    }

    @Test("Clearing the query while a search waits cancels it: nothing is searched and the screen is idle")
    func clearingCancels() async {
        let stub = StubShop()
        let sleeper = ManualSleeper()
        let store = Store(initialState: SearchState(), reducer: Self.reducer(stub, sleeper: sleeper))

        store.send(.queryChanged("matrix"))
        await sleeper.waitUntilSleeping()
        store.send(.queryChanged(""))
        sleeper.releaseAll()
        await store.settle()

        #expect(store.state == SearchState())
        #expect(!store.hasPendingEffects)
        #expect(stub.questions.isEmpty)
    }

    @Test("A slow response to an older query is dropped, whether it lands during the next pause or after its results")
    func staleResponseIsDropped() async throws {
        let held = HeldSearches(["du", "dun"])
        let stub = StubShop(
            searches: [
                "du": .success(Sourced([Self.storeMatrix], source: .live)),
                "dun": .success(Sourced([Self.storeMatrix], source: .live)),
                "dune": .success(Sourced([Self.storeDune], source: .live)),
            ],
            beforeSearch: { await held.hold($0) }
        )
        let sleeper = ManualSleeper()
        let store = Store(initialState: SearchState(), reducer: Self.reducer(stub, sleeper: sleeper))

        // "du" is answered while "dun" still waits out its pause.
        store.send(.queryChanged("du"))
        await sleeper.waitUntilSleeping()
        sleeper.releaseAll()
        await held.waitUntilAsked("du")
        store.send(.queryChanged("dun"))
        await sleeper.waitUntilSleeping()
        held.release("du")
        while store.runningEffectCount > 1 { await Task.yield() }
        var waiting = SearchState()
        waiting.query = "dun"
        waiting.results = .loaded(try await Self.catalogPhase("du", stub))
        #expect(store.state == waiting, "the store's answer for \"du\" must not land while \"dun\" waits")

        // "dun" is answered after "dune"'s results are on screen.
        sleeper.releaseAll()
        await held.waitUntilAsked("dun")
        store.send(.queryChanged("dune"))
        await sleeper.waitUntilSleeping()
        sleeper.releaseAll()
        await store.waitUntil { $0.results.value?.query == "dune" }
        held.release("dun")
        await store.settle()

        var expected = SearchState()
        expected.query = "dune"
        expected.results = .loaded(try await Self.expected("dune", stub))
        #expect(store.state == expected)
    }

    @Test("A catalog that cannot be searched shows the failure, and searchNow retries it")
    func failureShowsAndRetries() async {
        let sleeper = ManualSleeper()
        let store = Store(
            initialState: SearchState(),
            reducer: Self.reducer(
                StubShop(), sleeper: sleeper, catalog: ArrayCatalog(Films.dozen, failingWith: Fixture.catalogMissing))
        )

        store.send(.queryChanged("heat"))
        await sleeper.waitUntilSleeping()
        sleeper.releaseAll()
        await store.settle()
        var expected = SearchState()
        expected.query = "heat"
        expected.results = .failed(Fixture.catalogMissing)
        #expect(store.state == expected)

        store.send(.searchNow)
        #expect(store.state.results == .loading)
        await store.settle()
        #expect(store.state == expected)
    }

    @Test("search(words) sets the words and searches at once, with no pause, ending on the merged results")
    func searchSearchesAtOnce() async throws {
        let stub = StubShop(searches: ["matrix": .success(Sourced([Self.storeMatrix], source: .live))])
        // The sleeper is never released: a search that waited for the pause would never finish.
        let store = Store(initialState: SearchState(), reducer: Self.reducer(stub, sleeper: ManualSleeper()))

        store.send(.search("matrix"))
        var searching = SearchState()
        searching.query = "matrix"
        searching.results = .loading
        #expect(store.state == searching)

        await store.settle()
        var expected = SearchState()
        expected.query = "matrix"
        expected.results = .loaded(try await Self.expected("matrix", stub))
        #expect(store.state == expected)
    }

    @Test("search(words) with words too short resets to idle and searches nothing")
    func searchTooShort() {
        var state = SearchState()
        let effect = Self.reducer(StubShop(), sleeper: ManualSleeper()).reduce(&state, .search("m"))

        var expected = SearchState()
        expected.query = "m"
        #expect(state == expected)
        #expect(effect.recorded == [.cancel("search")])
    }
}
