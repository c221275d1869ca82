import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

@MainActor
struct DiscoverReducerTests {
    private static let yesterday = DataSource.cached(savedAt: Fixture.daysAgo(1))
    private static let firstChart = [Films.matrix, Films.heat]
    private static let secondChart = [Films.arrival, Films.alien]

    /// A store whose featured chart answers with `films` and whose genre charts are empty (dropped).
    private static func store(featured: Result<Sourced<[Movie]>, CatalogError>) -> StubShop {
        var charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [nil: featured]
        for genre in ChartGenre.allCases { charts[genre] = .success(Sourced([], source: .live)) }
        return StubShop(charts: charts)
    }

    private static func reducer(
        store: StubShop,
        refreshing: StubShop? = nil,
        catalog: any CatalogRepository = UnimplementedCatalogRepository()
    ) -> DiscoverReducer {
        DiscoverReducer(
            fetchDiscover: FetchDiscoverUseCase(store: store, refreshingStore: refreshing, catalog: catalog))
    }

    private static func featured(_ movies: [Movie], _ source: DataSource) -> DiscoverCatalog {
        DiscoverCatalog(sections: [DiscoverSection(kind: .featured, movies: movies, source: source)])
    }

    private static func loaded(_ catalog: DiscoverCatalog) -> DiscoverState {
        var state = DiscoverState()
        state.catalog = .loaded(catalog)
        return state
    }

    @Test("The first task shows loading and starts one load under the id \"load\"")
    func taskStartsLoading() {
        var state = DiscoverState()

        let effect = Self.reducer(store: StubShop()).reduce(&state, .task)

        var expected = DiscoverState()
        expected.catalog = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("load")])
    }

    @Test("A first load shows the store's rows with their sources")
    func loadsTheCatalog() async {
        let store = Store(
            initialState: DiscoverState(),
            reducer: Self.reducer(store: Self.store(featured: .success(Sourced(Self.firstChart, source: .live))))
        )

        store.send(.task)
        await store.settle()

        #expect(store.state == Self.loaded(Self.featured(Self.firstChart, .live)))
    }

    @Test("Once loaded, the task does nothing, so coming back to the screen does not reload")
    func taskIsIdempotentOnceLoaded() {
        var state = Self.loaded(Self.featured(Self.firstChart, .live))

        let effect = Self.reducer(store: StubShop()).reduce(&state, .task)

        #expect(state == Self.loaded(Self.featured(Self.firstChart, .live)))
        #expect(effect.isNone)
    }

    @Test("A refresh keeps the rows on screen while it runs and asks under the same id as the first load")
    func refreshKeepsContentWhileRunning() {
        var state = Self.loaded(Self.featured(Self.firstChart, Self.yesterday))
        state.notice = .refreshFailed(.timedOut)

        let effect = Self.reducer(store: StubShop()).reduce(&state, .refresh)

        var expected = Self.loaded(Self.featured(Self.firstChart, Self.yesterday))
        expected.isRefreshing = true
        #expect(state == expected)
        #expect(effect.recorded == [.run("load")])
    }

    @Test("A refresh never runs twice at once, nor during a first load")
    func refreshNeverRunsTwice() {
        var refreshing = Self.loaded(Self.featured(Self.firstChart, .live))
        refreshing.isRefreshing = true
        var loading = DiscoverState()
        loading.catalog = .loading
        let reducer = Self.reducer(store: StubShop())

        let duringRefresh = reducer.reduce(&refreshing, .refresh)
        let duringLoad = reducer.reduce(&loading, .refresh)

        var expectedRefreshing = Self.loaded(Self.featured(Self.firstChart, .live))
        expectedRefreshing.isRefreshing = true
        var expectedLoading = DiscoverState()
        expectedLoading.catalog = .loading
        #expect(refreshing == expectedRefreshing)
        #expect(loading == expectedLoading)
        #expect(duringRefresh.isNone)
        #expect(duringLoad.isNone)
    }

    @Test("A refresh asks past the cache and replaces the rows with the fresh answer")
    func refreshReplacesContent() async {
        let cached = Self.store(featured: .success(Sourced(Self.firstChart, source: Self.yesterday)))
        let fresh = Self.store(featured: .success(Sourced(Self.secondChart, source: .live)))
        let store = Store(
            initialState: Self.loaded(Self.featured(Self.firstChart, Self.yesterday)),
            reducer: Self.reducer(store: cached, refreshing: fresh)
        )

        store.send(.refresh)
        await store.settle()

        #expect(store.state == Self.loaded(Self.featured(Self.secondChart, .live)))
        #expect(cached.questions.isEmpty)
    }

    @Test("A refresh that can only reach the bundled catalog keeps the store's rows and adds a notice")
    func failedRefreshIsNonDestructive() async {
        let offline = Self.store(featured: .failure(.offline(reason: .other("Connection refused"))))
        let store = Store(
            initialState: Self.loaded(Self.featured(Self.firstChart, Self.yesterday)),
            reducer: Self.reducer(store: offline, refreshing: offline, catalog: ArrayCatalog(Films.dozen))
        )

        store.send(.refresh)
        await store.settle()

        var expected = Self.loaded(Self.featured(Self.firstChart, Self.yesterday))
        expected.notice = .refreshFailed(.offline(reason: .other("Connection refused")))
        #expect(store.state == expected)
    }

    @Test("A refresh whose load fails outright keeps the rows and adds a notice")
    func refreshFailureKeepsRows() {
        var state = Self.loaded(Self.featured(Self.firstChart, .live))
        state.isRefreshing = true

        let effect = Self.reducer(store: StubShop()).reduce(&state, .loadFailed(.unavailable(reason: "gone")))

        var expected = Self.loaded(Self.featured(Self.firstChart, .live))
        expected.notice = .refreshFailed(.unavailable(reason: "gone"))
        #expect(state == expected)
        #expect(effect.isNone)
    }

    @Test("Offline with nothing cached, a first load shows the bundled rows and says why")
    func offlineFirstLoadShowsBundledRows() async {
        let offline = Self.store(featured: .failure(.offline(reason: .other("Connection refused"))))
        let catalog = ArrayCatalog(Films.dozen)
        let store = Store(
            initialState: DiscoverState(), reducer: Self.reducer(store: offline, catalog: catalog))

        store.send(.task)
        await store.settle()

        let expected = try? await FetchDiscoverUseCase(store: offline, catalog: catalog).execute(country: "us")
        #expect(store.state.catalog.value == expected)
        #expect(store.state.catalog.value?.source == .bundled)
        #expect(store.state.catalog.value?.storeFailure == .offline(reason: .other("Connection refused")))
    }

    @Test("A first load that fails shows the error, and retry loads again from scratch")
    func failureThenRetry() async {
        let failing = Self.store(featured: .failure(.timedOut))
        let store = Store(
            initialState: DiscoverState(),
            reducer: Self.reducer(
                store: failing, catalog: ArrayCatalog(Films.dozen, failingWith: Fixture.catalogMissing))
        )

        store.send(.task)
        await store.settle()
        var failed = DiscoverState()
        failed.catalog = .failed(Fixture.catalogMissing)
        #expect(store.state == failed)

        store.send(.retry)
        #expect(store.state.catalog == .loading)
        await store.settle()
        #expect(store.state == failed)
    }

    @Test("taskRefreshing is a first load that asks the store past its cache, landing as a first load")
    func taskRefreshingLoadsPastTheCache() async {
        let cached = Self.store(featured: .success(Sourced(Self.firstChart, source: Self.yesterday)))
        let live = Self.store(featured: .success(Sourced(Self.secondChart, source: .live)))
        let store = Store(initialState: DiscoverState(), reducer: Self.reducer(store: cached, refreshing: live))

        store.send(.taskRefreshing)
        var loading = DiscoverState()
        loading.catalog = .loading
        #expect(store.state == loading)
        await store.settle()

        #expect(store.state == Self.loaded(Self.featured(Self.secondChart, .live)))
    }
}
