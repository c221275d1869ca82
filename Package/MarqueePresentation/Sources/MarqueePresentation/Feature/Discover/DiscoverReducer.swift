import MVIKit
import MarqueeDomain

/// The Discover screen's state machine, with Cinematic's split between the first load and a refresh.
///
/// - `task` loads once; `retry` always reloads from scratch.
/// - `refresh` keeps the rows on screen, never runs twice at once, and asks the store past its cache.
/// - A refresh that fails, or that could only fall back to the bundled catalog while store rows are on screen,
///   changes nothing but a notice.
/// - Load and refresh share the effect id `"load"`, so at most one fetch is ever in flight.
public struct DiscoverReducer: Reducer {
    private let fetchDiscover: FetchDiscoverUseCase

    /// Creates the reducer.
    public init(fetchDiscover: FetchDiscoverUseCase) {
        self.fetchDiscover = fetchDiscover
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout DiscoverState, _ intent: DiscoverIntent) -> Effect<DiscoverIntent> {
        switch intent {
        case .task:
            guard state.catalog.value == nil, !state.catalog.isLoading else { return .none }
            state.catalog = .loading
            return load(state, pastCache: false, asRefresh: false)
        case .taskRefreshing:
            guard state.catalog.value == nil, !state.catalog.isLoading else { return .none }
            state.catalog = .loading
            return load(state, pastCache: true, asRefresh: false)
        case .retry:
            state.catalog = .loading
            state.isRefreshing = false
            return load(state, pastCache: false, asRefresh: false)
        case .refresh:
            guard !state.catalog.isLoading, !state.isRefreshing else { return .none }
            guard state.catalog.value != nil else { return reduce(&state, .retry) }
            state.isRefreshing = true
            state.notice = nil
            return load(state, pastCache: true, asRefresh: true)
        case .catalogLoaded(let catalog):
            state.catalog = .loaded(catalog)
            state.isRefreshing = false
            return .none
        case .refreshFinished(let catalog):
            state.isRefreshing = false
            if let failure = catalog.storeFailure, let shown = state.catalog.value, shown.source != .bundled {
                state.notice = .refreshFailed(failure)
            } else {
                state.catalog = .loaded(catalog)
            }
            return .none
        case .loadFailed(let error):
            if state.isRefreshing, state.catalog.value != nil {
                state.notice = .refreshFailed(error)
            } else {
                state.catalog = .failed(error)
            }
            state.isRefreshing = false
            return .none
        case .noticeDismissed:
            state.notice = nil
            return .none
        }
    }

    /// Fetches the rows; `pastCache` skips fresh cached answers, and `asRefresh` lands them as a refresh (keeping
    /// the rows on screen) rather than as a first load.
    private func load(_ state: DiscoverState, pastCache: Bool, asRefresh: Bool) -> Effect<DiscoverIntent> {
        let (genre, country, fetchDiscover) = (state.genre, state.country, self.fetchDiscover)
        return .run(id: "load") { send in
            do throws(CatalogError) {
                let catalog = try await fetchDiscover.execute(genre: genre, country: country, refresh: pastCache)
                await send(asRefresh ? .refreshFinished(catalog) : .catalogLoaded(catalog))
            } catch {
                await send(.loadFailed(error))
            }
        }
    }
}
