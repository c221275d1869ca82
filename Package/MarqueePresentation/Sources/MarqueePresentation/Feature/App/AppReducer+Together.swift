import Foundation
import MVIKit

extension AppReducer {
    /// Runs watching together's reducer and keeps its cursor on a member or a pick; a pass that takes the pick
    /// under the cursor away leaves the cursor on the next.
    func reduceTogether(_ state: inout AppState, _ intent: TogetherIntent) -> Effect<AppIntent> {
        let effect = together.reduce(&state.together, intent).scoped("together", AppIntent.together)
        state.togetherCursor = clamp(state.togetherCursor, count: state.togetherRows)
        guard state.screen == .together, state.detail != nil, state.detail?.movieID != state.focusedMovieID else {
            return effect
        }
        return .merge(effect, state.focusedMovieID.map { openDetail(&state, for: $0) } ?? closeDetail(&state))
    }

    /// Adds the person typed into the field, and empties it for the next.
    func addTypedMember(_ state: inout AppState) -> Effect<AppIntent> {
        let source = state.memberField.trimmingCharacters(in: .whitespaces)
        guard !source.isEmpty else { return .none }
        state.memberField = ""
        return reduceTogether(&state, .addMembers([source]))
    }

    /// Down from the field enters the members, then the picks; up from the first row goes back to the field.
    func moveInGroup(_ state: inout AppState, by delta: Int) -> Effect<AppIntent> {
        if state.isEditingMember {
            guard delta > 0, state.togetherRows > 0 else { return .none }
            state.isEditingMember = false
            state.togetherCursor = 0
            return .none
        }
        if delta < 0, state.togetherCursor == 0 { return focusQuery(&state) }
        state.togetherCursor = clamp(state.togetherCursor + delta, count: state.togetherRows)
        return followCursor(&state)
    }
}
