import MVIKit
import MarqueeDomain

/// The full-screen app's state machine: navigation, overlays and banners, composed over every screen's reducer.
///
/// Each screen keeps its own reducer; this one runs them on its slice of ``AppState``, scopes their effects
/// (`feed/load`, `saved/load`), and adds what only the whole app can decide: opening onboarding on a first run,
/// loading a screen when it comes into view, the detail panel of the film in focus, the search and question fields, telling the
/// feed when a film's saved mark changed elsewhere, and what Retry, Start over and Escape mean on each screen. A
/// terminal renders ``AppState`` and sends ``AppIntent``; it decides nothing itself.
public struct AppReducer: Reducer {
    /// The effects that stay open while the app runs (the shelf and the detail panel follow the profile); wait
    /// for everything else with `Store.settle(ignoring:)`.
    public static let subscriptions: Set<EffectID> = ["saved/observe", "detail/observeSaved"]

    let feed: FeedReducer
    let onboarding: OnboardingReducer
    let discover: DiscoverReducer
    let search: SearchReducer
    let saved: SavedReducer
    let recommend: RecommendReducer
    let ask: AskReducer
    let detail: DetailReducer
    let preferences: PreferencesReducer
    let together: TogetherReducer

    /// Creates the reducer from each screen's reducer.
    public init(
        feed: FeedReducer,
        onboarding: OnboardingReducer,
        discover: DiscoverReducer,
        search: SearchReducer,
        saved: SavedReducer,
        recommend: RecommendReducer,
        ask: AskReducer,
        detail: DetailReducer,
        preferences: PreferencesReducer,
        together: TogetherReducer
    ) {
        self.feed = feed
        self.onboarding = onboarding
        self.discover = discover
        self.search = search
        self.saved = saved
        self.recommend = recommend
        self.ask = ask
        self.detail = detail
        self.preferences = preferences
        self.together = together
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout AppState, _ intent: AppIntent) -> Effect<AppIntent> {
        switch intent {
        case .started: show(.feed, in: &state)
        case .screenSelected(let screen): show(screen, in: &state)
        case .nextScreenTapped: show(neighbour(of: state.screen, step: 1), in: &state)
        case .previousScreenTapped: show(neighbour(of: state.screen, step: -1), in: &state)
        case .helpTapped: toggleHelp(&state)
        case .backTapped: back(&state)
        case .refreshTapped: refresh(&state)
        case .startOverTapped: startOver(&state)
        case .cursorMoved(let delta): moveCursor(&state, by: delta)
        case .selectTapped: select(&state)
        case .removeTapped: remove(&state)
        case .saveTapped: state.isShowingDetail ? reduceDetail(&state, .saveTapped) : .none
        case .repickGenresTapped: openPicker(&state, selected: state.preferences.profile.value?.preferredGenres ?? [])
        case .textTyped(let character): edit(&state) { $0.append(character) }
        case .textErased: edit(&state) { if !$0.isEmpty { $0.removeLast() } }
        case .queryFocusTapped: focusQuery(&state)
        case .feed(let intent): reduceFeed(&state, intent)
        case .onboarding(let intent): reduceOnboarding(&state, intent)
        case .discover(let intent): reduceDiscover(&state, intent)
        case .search(let intent): reduceSearch(&state, intent)
        case .saved(let intent): reduceSaved(&state, intent)
        case .recommend(let intent): reduceRecommend(&state, intent)
        case .ask(let intent): reduceAsk(&state, intent)
        case .detail(let intent): reduceDetail(&state, intent)
        case .preferences(let intent): reducePreferences(&state, intent)
        case .together(let intent): reduceTogether(&state, intent)
        }
    }
}
