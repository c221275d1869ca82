import MVIKit
import MarqueeDomain

extension AppReducer {
    /// Opens the detail panel for a film: its details load, and its saved mark follows the shelf.
    func openDetail(_ state: inout AppState, for id: MovieID) -> Effect<AppIntent> {
        let closed = closeDetail(&state)
        state.detail = DetailState(movieID: id, country: state.discover.country)
        return .merge(closed, reduceDetail(&state, .task))
    }

    /// Closes the detail panel and stops its loads (details and poster) and its subscription.
    func closeDetail(_ state: inout AppState) -> Effect<AppIntent> {
        guard state.detail != nil else { return .none }
        state.detail = nil
        return Effect<DetailIntent>.merge(.cancel("load"), .cancel("poster"), .cancel("observeSaved")).scoped(
            "detail", AppIntent.detail)
    }

    /// Opens or closes the panel on a list screen.
    func toggleDetail(_ state: inout AppState) -> Effect<AppIntent> {
        if state.detail != nil { return closeDetail(&state) }
        return state.focusedMovieID.map { openDetail(&state, for: $0) } ?? .none
    }

    /// Keeps the feed's panel on the card in view: open for it while `isShowingInfo`, closed otherwise.
    func syncDetail(_ state: inout AppState) -> Effect<AppIntent> {
        guard state.feed.isShowingInfo, let id = state.feed.currentCard?.id else { return closeDetail(&state) }
        return state.detail?.movieID == id ? .none : openDetail(&state, for: id)
    }

    /// After a list's cursor moved, an open panel shows the film now under it.
    func followCursor(_ state: inout AppState) -> Effect<AppIntent> {
        guard state.detail != nil, let id = state.focusedMovieID, id != state.detail?.movieID else { return .none }
        return openDetail(&state, for: id)
    }
}
