import MVIKit

extension AppReducer {
    /// Changes the text being typed: the search words (the search reducer waits for a pause before it
    /// searches), or the form field under the cursor.
    func edit(_ state: inout AppState, _ change: (inout String) -> Void) -> Effect<AppIntent> {
        if state.screen == .recommend, let field = state.formField {
            var text = state.recommend.input[field]
            change(&text)
            return reduceRecommend(&state, .fieldChanged(field, text))
        }
        guard state.screen == .search, state.isEditingQuery else { return .none }
        var query = state.search.query
        change(&query)
        state.searchCursor = 0
        let closed = closeDetail(&state)
        return .merge(closed, reduceSearch(&state, .queryChanged(query)))
    }

    /// Checks the form field the cursor is leaving, so its problem shows as soon as the user moves on.
    func commitFormField(_ state: inout AppState) -> Effect<AppIntent> {
        guard let field = state.formField else { return .none }
        return reduceRecommend(&state, .fieldCommitted(field))
    }

    /// Puts typing back into the search field.
    func focusQuery(_ state: inout AppState) -> Effect<AppIntent> {
        guard state.screen == .search else { return .none }
        state.isEditingQuery = true
        return closeDetail(&state)
    }

    /// Down from the field enters the results; up from the first result goes back to the field.
    func moveInResults(_ state: inout AppState, by delta: Int) -> Effect<AppIntent> {
        let count = state.search.results.value?.results.count ?? 0
        if state.isEditingQuery {
            guard delta > 0, count > 0 else { return .none }
            state.isEditingQuery = false
            state.searchCursor = 0
            return .none
        }
        if delta < 0, state.searchCursor == 0 { return focusQuery(&state) }
        state.searchCursor = clamp(state.searchCursor + delta, count: count)
        return followCursor(&state)
    }
}
