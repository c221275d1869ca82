import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppDiscoverTests {
    /// A store whose featured chart is two films and whose only genre row is one more; other rows are dropped.
    private static let store: StubShop = {
        var charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [
            nil: .success(Sourced([Films.matrix, Films.heat], source: .live))
        ]
        for genre in ChartGenre.allCases { charts[genre] = .success(Sourced([], source: .live)) }
        charts[.horror] = .success(Sourced([Films.alien], source: .live))
        return StubShop(charts: charts)
    }()

    @Test("Discover loads when it comes into view, and its cursor walks every row's films, top to bottom")
    func cursorWalksTheRows() async {
        let store = Store(
            initialState: AppFixture.initial,
            reducer: AppReducer(profile: InMemoryProfileRepository(), store: Self.store)
        )
        store.send(.screenSelected(.discover))
        await store.settle()

        #expect(store.state.discoverFilms == [Films.matrix, Films.heat, Films.alien])
        store.send(.cursorMoved(by: 2))
        #expect(store.state.selectedDiscoverFilm == Films.alien)
        store.send(.cursorMoved(by: 9))
        #expect(store.state.discoverCursor == 2)
        store.send(.selectTapped)
        #expect(store.state.detail?.movieID == Films.alien.id)
        store.send(.cursorMoved(by: -1))
        #expect(store.state.detail?.movieID == Films.heat.id)
        store.send(.screenSelected(.feed))
        #expect(store.state.detail == nil)
    }

    @Test("A Discover load that fails shows a banner; a refresh that fails keeps the rows and can be dismissed")
    func discoverBanners() {
        var state = AppFixture.initial
        state.screen = .discover
        state.discover.catalog = .failed(.offline(reason: .other("no network")))
        #expect(
            state.banner
                == AppBanner(
                    .discoverUnavailable(.offline(reason: .other("no network"))), actions: [.retry, .startOver]))

        let catalog = DiscoverCatalog(sections: [
            DiscoverSection(kind: .featured, movies: [Films.heat], source: .bundled)
        ])
        state.discover.catalog = .loaded(catalog)
        state.discover.notice = .refreshFailed(.timedOut)
        #expect(state.banner == AppBanner(.discoverRefreshFailed(.timedOut), actions: [.retry, .startOver, .dismiss]))

        let reducer = AppReducer.unimplemented
        var retried = state
        let retry = reducer.reduce(&retried, .refreshTapped)
        #expect(retry.recorded == [.run("discover/load")])
        #expect(retried.discover.isRefreshing)
        #expect(retried.discover.catalog == .loaded(catalog))

        _ = reducer.reduce(&state, .backTapped)
        #expect(state.banner == nil)
        #expect(state.discover.catalog == .loaded(catalog))
    }
}
