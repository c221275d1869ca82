import MVIKit

extension AppReducer {
    /// Changes the text being typed: the search words (the search reducer waits for a pause before it
    /// searches), the form field under the cursor, or the question.
    func edit(_ state: inout AppState, _ change: (inout String) -> Void) -> Effect<AppIntent> {
        if state.screen == .recommend, let field = state.formField {
            var text = state.recommend.input[field]
            change(&text)
            return reduceRecommend(&state, .fieldChanged(field, text))
        }
        if state.screen == .ask, state.isEditingQuestion {
            var question = state.ask.question
            change(&question)
            return reduceAsk(&state, .questionChanged(question))
        }
        if state.screen == .together, state.isEditingMember {
            change(&state.memberField)
            return .none
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

    /// Puts typing back into the search field or the question field.
    func focusQuery(_ state: inout AppState) -> Effect<AppIntent> {
        switch state.screen {
        case .search: state.isEditingQuery = true
        case .ask: state.isEditingQuestion = true
        case .together: state.isEditingMember = true
        default: return .none
        }
        return closeDetail(&state)
    }

    /// Down from the question field enters the picks; up from the first pick goes back to the field.
    func moveInPicks(_ state: inout AppState, by delta: Int) -> Effect<AppIntent> {
        moveBelowField(
            &state, count: state.ask.shownMovies.count, editing: \.isEditingQuestion, cursor: \.askCursor, by: delta)
    }

    /// Down from the field enters the results; up from the first result goes back to the field.
    func moveInResults(_ state: inout AppState, by delta: Int) -> Effect<AppIntent> {
        moveBelowField(
            &state, count: state.search.results.value?.results.count ?? 0, editing: \.isEditingQuery,
            cursor: \.searchCursor, by: delta)
    }

    /// A list under a text field: down from the field enters it, up from its first row goes back to the field.
    private func moveBelowField(
        _ state: inout AppState, count: Int, editing: WritableKeyPath<AppState, Bool>,
        cursor: WritableKeyPath<AppState, Int>, by delta: Int
    ) -> Effect<AppIntent> {
        if state[keyPath: editing] {
            guard delta > 0, count > 0 else { return .none }
            state[keyPath: editing] = false
            state[keyPath: cursor] = 0
            return .none
        }
        if delta < 0, state[keyPath: cursor] == 0 { return focusQuery(&state) }
        state[keyPath: cursor] = clamp(state[keyPath: cursor] + delta, count: count)
        return followCursor(&state)
    }
}
