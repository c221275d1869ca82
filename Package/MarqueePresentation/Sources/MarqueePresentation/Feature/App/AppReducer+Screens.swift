import MVIKit
import MarqueeDomain

extension AppReducer {
    /// Runs the feed's reducer; its first answer decides whether a first run opens onboarding, and the detail
    /// panel follows the card in view.
    func reduceFeed(_ state: inout AppState, _ intent: FeedIntent) -> Effect<AppIntent> {
        let effect = feed.reduce(&state.feed, intent).scoped("feed", AppIntent.feed)
        if case .feedLoaded(let loaded) = intent, !state.hasCheckedOnboarding {
            state.hasCheckedOnboarding = true
            // Only while the feed is in view: a user who already moved on is not pulled back.
            if !loaded.profile.hasCompletedOnboarding, state.screen == .feed {
                _ = openPicker(&state, selected: loaded.profile.preferredGenres)
            }
        }
        guard state.screen == .feed else { return effect }
        return .merge(effect, syncDetail(&state))
    }

    /// Runs the picker's reducer; once the genres are saved, the feed comes back ranked by them.
    func reduceOnboarding(_ state: inout AppState, _ intent: OnboardingIntent) -> Effect<AppIntent> {
        let effect = onboarding.reduce(&state.onboarding, intent).scoped("onboarding", AppIntent.onboarding)
        guard case .choiceSaved = intent else { return effect }
        state.screen = .feed
        state.isShowingHelp = false
        return .merge(effect, reduceFeed(&state, .refresh))
    }

    /// Runs Discover's reducer and keeps its cursor on a film.
    func reduceDiscover(_ state: inout AppState, _ intent: DiscoverIntent) -> Effect<AppIntent> {
        let effect = discover.reduce(&state.discover, intent).scoped("discover", AppIntent.discover)
        state.discoverCursor = clamp(state.discoverCursor, count: state.discoverFilms.count)
        return effect
    }

    /// Runs Search's reducer and keeps its cursor on a result.
    func reduceSearch(_ state: inout AppState, _ intent: SearchIntent) -> Effect<AppIntent> {
        let effect = search.reduce(&state.search, intent).scoped("search", AppIntent.search)
        state.searchCursor = clamp(state.searchCursor, count: state.search.results.value?.results.count ?? 0)
        return effect
    }

    /// Runs the shelf's reducer, keeps its cursor on the shelf, and tells the feed about a removal or its undo.
    func reduceSaved(_ state: inout AppState, _ intent: SavedIntent) -> Effect<AppIntent> {
        let effect = saved.reduce(&state.saved, intent).scoped("saved", AppIntent.saved)
        state.savedCursor = clamp(state.savedCursor, count: state.saved.shelf.value?.count ?? 0)
        var effects = [effect]
        if state.screen == .saved, state.detail != nil, state.detail?.movieID != state.focusedMovieID {
            effects.append(state.focusedMovieID.map { openDetail(&state, for: $0) } ?? closeDetail(&state))
        }
        // The feed's card of that film must stop saying "saved".
        switch intent {
        case .removalStored(let outcome), .restoreStored(let outcome):
            effects.append(reduceFeed(&state, .reactionStored(outcome)))
        default:
            break
        }
        return .merge(effects)
    }

    /// Runs the form's reducer.
    func reduceRecommend(_ state: inout AppState, _ intent: RecommendIntent) -> Effect<AppIntent> {
        recommend.reduce(&state.recommend, intent).scoped("recommend", AppIntent.recommend)
    }

    /// Runs the Ask screen's reducer and keeps its cursor on a pick.
    func reduceAsk(_ state: inout AppState, _ intent: AskIntent) -> Effect<AppIntent> {
        let effect = ask.reduce(&state.ask, intent).scoped("ask", AppIntent.ask)
        state.askCursor = clamp(state.askCursor, count: state.ask.shownMovies.count)
        // With no picks left to stand on (a new question, start over), the cursor goes back to the field.
        guard state.ask.shownMovies.isEmpty, state.screen == .ask else { return effect }
        state.isEditingQuestion = true
        return .merge(effect, closeDetail(&state))
    }

    /// Runs the detail panel's reducer, if a panel is open; a save made there also reaches the feed's card.
    func reduceDetail(_ state: inout AppState, _ intent: DetailIntent) -> Effect<AppIntent> {
        // A panel closed while its answer was on the way has nothing to show it in.
        guard var panel = state.detail else { return .none }
        let effect = detail.reduce(&panel, intent).scoped("detail", AppIntent.detail)
        state.detail = panel
        guard case .saveStored(let outcome) = intent else { return effect }
        return .merge(effect, reduceFeed(&state, .reactionStored(outcome)))
    }

    /// Runs the preferences reducer; after a reset every screen starts over, with onboarding.
    func reducePreferences(_ state: inout AppState, _ intent: PreferencesIntent) -> Effect<AppIntent> {
        let effect = preferences.reduce(&state.preferences, intent).scoped("preferences", AppIntent.preferences)
        guard case .resetFinished = intent else { return effect }
        _ = openPicker(&state, selected: [])
        state.hasCheckedOnboarding = true
        state.savedCursor = 0
        var effects = [effect, reduceFeed(&state, .retry)]
        if state.saved.shelf != .idle { effects.append(reduceSaved(&state, .reload)) }
        return .merge(effects)
    }

    /// Opens the genre picker with `selected` already picked and the cursor on the first genre; skipping it goes
    /// back to the screen it was opened from.
    func openPicker(_ state: inout AppState, selected: GenreSet) -> Effect<AppIntent> {
        state.pickerOrigin = state.screen == .onboarding ? state.pickerOrigin : state.screen
        state.screen = .onboarding
        state.isShowingHelp = false
        state.onboarding = OnboardingState(selected: selected)
        state.genreCursor = 0
        return closeDetail(&state)
    }

    func clamp(_ position: Int, count: Int) -> Int {
        min(max(position, 0), max(count - 1, 0))
    }
}
