import MVIKit
import MarqueeDomain

/// The Search screen's state machine: debounced, switch-latest search over the catalog and the store.
///
/// Typing waits for a pause (`debounce`) under the effect id `"search"`, and the search itself runs under the
/// same id. Each keystroke therefore cancels both the pending pause and any search in flight, and the store
/// drops the intents of a cancelled effect: a stale response can never overwrite a fresh one. A query shorter
/// than two characters resets to idle and cancels whatever was pending.
///
/// A search shows the bundled catalog's results as soon as they are found, marked as waiting for the store
/// (`SearchResults.storePending`), and replaces them with the merged results when the store answers
/// or fails.
public struct SearchReducer: Reducer {
    /// The pause after the last keystroke before searching, unless injected.
    public static let defaultDebounce = Duration.milliseconds(250)

    private let search: SearchMoviesUseCase
    private let debounce: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates the reducer.
    /// - Parameters:
    ///   - search: the search use case.
    ///   - debounce: how long typing must pause before a search starts.
    ///   - sleep: waits out the pause; it must throw when its task is cancelled. Tests inject one they control.
    public init(
        search: SearchMoviesUseCase,
        debounce: Duration = SearchReducer.defaultDebounce,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.search = search
        self.debounce = debounce
        self.sleep = sleep
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout SearchState, _ intent: SearchIntent) -> Effect<SearchIntent> {
        switch intent {
        case .queryChanged(let query):
            guard query != state.query else { return .none }
            state.query = query
            guard SearchMoviesUseCase.isSearchable(query) else { return reset(&state) }
            let (debounce, sleep) = (self.debounce, self.sleep)
            return .run(id: "search") { send in
                do { try await sleep(debounce) } catch { return }
                await send(.searchNow)
            }
        case .search(let query):
            state.query = query
            return reduce(&state, .searchNow)
        case .searchNow:
            guard SearchMoviesUseCase.isSearchable(state.query) else { return reset(&state) }
            state.results = .loading
            let (query, country, limit, search) = (state.query, state.country, state.limit, self.search)
            return .run(id: "search") { send in
                do throws(CatalogError) {
                    // The catalog answers at once; the store may take seconds or never answer, so its part is
                    // merged in by a second intent rather than holding the whole screen on a skeleton.
                    let local = try await search.searchCatalog(query, limit: limit)
                    await send(.resultsLoaded(local))
                    guard local.storePending else { return }
                    await send(.resultsLoaded(try await search.addingShop(to: local, country: country, limit: limit)))
                } catch {
                    await send(.searchFailed(error))
                }
            }
        case .resultsLoaded(let results):
            state.results = .loaded(results)
            return .none
        case .searchFailed(let error):
            state.results = .failed(error)
            return .none
        }
    }

    private func reset(_ state: inout SearchState) -> Effect<SearchIntent> {
        state.results = .idle
        return .cancel("search")
    }
}
