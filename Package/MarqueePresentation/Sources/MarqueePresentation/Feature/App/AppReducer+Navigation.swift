import MVIKit

extension AppReducer {
    /// Brings a screen into view and loads what it shows, keeping content already there; a panel closes.
    func show(_ screen: Screen, in state: inout AppState) -> Effect<AppIntent> {
        let closed = closeDetail(&state)
        state.feed.isShowingInfo = false
        state.screen = screen
        state.isShowingHelp = false
        let load: Effect<AppIntent> =
            switch screen {
            case .feed: reduceFeed(&state, .task)
            case .discover: reduceDiscover(&state, .task)
            case .search, .ask, .together: focusQuery(&state)
            case .saved: reduceSaved(&state, state.saved.shelf == .idle ? .task : .reload)
            case .preferences: reducePreferences(&state, .reload)
            case .onboarding, .recommend: .none
            }
        return .merge(closed, load)
    }

    /// The tab `step` places from `screen`, wrapping around; from a screen that is not a tab, the first or last.
    func neighbour(of screen: Screen, step: Int) -> Screen {
        let tabs = Screen.tabs
        guard let index = tabs.firstIndex(of: screen) else { return step > 0 ? tabs[0] : tabs[tabs.count - 1] }
        return tabs[(index + step % tabs.count + tabs.count) % tabs.count]
    }

    func toggleHelp(_ state: inout AppState) -> Effect<AppIntent> {
        state.isShowingHelp.toggle()
        return .none
    }

    /// Closes the topmost thing: help, then a detail panel or question, then a banner, then the text field (keeping
    /// its words); on the picker, skips it, back to the screen it was opened from.
    func back(_ state: inout AppState) -> Effect<AppIntent> {
        if state.isShowingHelp {
            state.isShowingHelp = false
            return .none
        }
        if state.screen == .feed, state.feed.isShowingInfo { return reduceFeed(&state, .infoTapped) }
        if state.detail != nil { return closeDetail(&state) }
        if state.screen == .preferences, state.preferences.isConfirmingReset {
            return reducePreferences(&state, .resetCancelled)
        }
        if state.banner?.actions.contains(.dismiss) == true { return dismissBanner(&state) }
        switch state.screen {
        case .onboarding:
            return show(state.pickerOrigin, in: &state)
        case .recommend where state.formField != nil:
            // Out of the field (checking it), onto the button, where q and the number keys work again.
            let committed = commitFormField(&state)
            state.formCursor = AppState.formRows - 1
            return committed
        case .search where state.isEditingQuery:
            // Out of the field, keeping the words, so the number keys switch tabs and q quits again; `/` goes back.
            state.isEditingQuery = false
            return .none
        case .ask where state.isEditingQuestion:
            state.isEditingQuestion = false
            return .none
        case .together where state.isEditingMember:
            state.isEditingMember = false
            return .none
        default:
            return .none
        }
    }

    /// Moves the current list's cursor, stopping at either end; on the feed, moves one card.
    func moveCursor(_ state: inout AppState, by delta: Int) -> Effect<AppIntent> {
        switch state.screen {
        case .onboarding:
            state.genreCursor = clamp(state.genreCursor + delta, count: state.onboarding.available.count)
            return .none
        case .feed:
            guard delta != 0 else { return .none }
            return reduceFeed(&state, delta > 0 ? .nextTapped : .previousTapped)
        case .discover:
            state.discoverCursor = clamp(state.discoverCursor + delta, count: state.discoverFilms.count)
            return followCursor(&state)
        case .search:
            return moveInResults(&state, by: delta)
        case .ask:
            return moveInPicks(&state, by: delta)
        case .together:
            return moveInGroup(&state, by: delta)
        case .saved:
            state.savedCursor = clamp(state.savedCursor + delta, count: state.saved.shelf.value?.count ?? 0)
            return followCursor(&state)
        case .recommend:
            let committed = commitFormField(&state)
            state.formCursor = clamp(state.formCursor + delta, count: AppState.formRows)
            return committed
        case .preferences:
            return .none
        }
    }

    /// Acts on the item under the cursor: toggles a genre, runs the search, or opens or closes a film's detail.
    func select(_ state: inout AppState) -> Effect<AppIntent> {
        switch state.screen {
        case .onboarding:
            guard let genre = state.genreUnderCursor else { return .none }
            return reduceOnboarding(&state, .genreToggled(genre))
        case .feed:
            return reduceFeed(&state, .infoTapped)
        case .search where state.isEditingQuery:
            state.isEditingQuery = false
            return reduceSearch(&state, .searchNow)
        case .ask where state.isEditingQuestion:
            return reduceAsk(&state, .askNow)
        case .together where state.isEditingMember:
            return addTypedMember(&state)
        case .together where state.selectedTogetherPick == nil:
            return .none
        case .discover, .search, .saved, .ask, .together:
            return toggleDetail(&state)
        case .recommend where state.formCursor == AppState.milderRow:
            return reduceRecommend(&state, .milderChanged(!state.recommend.input.includesMilder))
        case .recommend:
            let committed = commitFormField(&state)
            return .merge(committed, reduceRecommend(&state, .submitTapped))
        case .preferences:
            return .none
        }
    }

    /// Takes the film under the shelf's cursor off the shelf, or the person under the Together cursor out of the
    /// group.
    func remove(_ state: inout AppState) -> Effect<AppIntent> {
        if state.screen == .together, let member = state.selectedTogetherMember {
            return reduceTogether(&state, .removeMemberTapped(member.name))
        }
        guard state.screen == .saved, let entry = state.selectedSavedEntry else { return .none }
        return reduceSaved(&state, .removeTapped(entry.id))
    }
}
