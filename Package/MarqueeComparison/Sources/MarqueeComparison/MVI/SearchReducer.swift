import MVIKit
import MarqueeDomain

/// Search as MVI: a pure reducer whose debounce and request are effects under one id.
///
/// The debounce and the request both run under ``searchID``, so each new run replaces the last (switch-latest)
/// and the store drops every intent a replaced or cancelled run sends, on the main actor. The reducer therefore
/// needs no generation counter and no `Task.isCancelled` check: stale results never reach it.
public struct SearchReducer: Reducer {
    /// The id the debounce and the request share.
    public static let searchID: EffectID = "search"

    // Two names for the one id, so a BREAK_ switch can unhook either run alone (docs/COMPARISON.md).
    #if BREAK_DEBOUNCE
        private static let debounceID: EffectID? = nil
    #else
        private static let debounceID: EffectID? = searchID
    #endif
    #if BREAK_STALE
        private static let requestID: EffectID? = nil
    #else
        private static let requestID: EffectID? = searchID
    #endif

    private let service: any SearchService
    private let debounce: Duration

    /// Creates the reducer.
    /// - Parameters:
    ///   - service: where the films come from.
    ///   - debounce: how long to wait after the last keystroke.
    public init(service: any SearchService, debounce: Duration = SearchDebounce.standard) {
        self.service = service
        self.debounce = debounce
    }

    /// Applies one intent and returns the work it starts or stops.
    /// - Parameters:
    ///   - state: the search state, changed in place.
    ///   - intent: what happened.
    /// - Returns: the debounce, the request, a cancel, or nothing.
    public func reduce(_ state: inout SearchState, _ intent: SearchIntent) -> Effect<SearchIntent> {
        switch intent {
        case .queryChanged(let text):
            state.query = text
            guard SearchTerm(text) != nil else {
                state.phase = .idle
                #if BREAK_CANCEL
                    return .none
                #else
                    return .cancel(Self.searchID)
                #endif
            }
            state.phase = .loading
            return .run(id: Self.debounceID) { [debounce] send in
                try? await Task.sleep(for: debounce)
                await send(.searchNow)
            }
        case .searchNow:
            guard let term = SearchTerm(state.query) else { return .none }
            return .run(id: Self.requestID) { [service] send in
                do throws(CatalogError) {
                    await send(.resultsLoaded(try await service.search(term.text)))
                } catch {
                    #if BREAK_TYPED
                        await send(.searchFailed(.unavailable(reason: "\(error)")))
                    #else
                        await send(.searchFailed(error))
                    #endif
                }
            }
        case .resultsLoaded(let movies):
            state.phase = .loaded(movies)
            return .none
        case .searchFailed(let error):
            state.phase = .failed(error)
            return .none
        }
    }
}
