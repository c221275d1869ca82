import MarqueeDomain

/// Everything the full-screen app shows: which screen is up, the overlays, and every screen's own state.
public struct AppState: Equatable, Sendable {
    /// The screen in view.
    public var screen: Screen = .feed
    /// Whether the help overlay listing the current screen's keys is open.
    public var isShowingHelp = false
    /// Whether the first-run check is done, so onboarding opens by itself at most once.
    public var hasCheckedOnboarding = false
    /// The genre picker.
    public var onboarding = OnboardingState()
    /// The screen the picker was opened from, which skipping it (Escape) goes back to.
    public var pickerOrigin: Screen = .feed
    /// The position of the picker's cursor in `onboarding.available`.
    public var genreCursor = 0
    /// The feed.
    public var feed: FeedState
    /// The charts.
    public var discover: DiscoverState
    /// The position of the Discover cursor among all the films of all rows, top to bottom.
    public var discoverCursor = 0
    /// The search field and its results.
    public var search: SearchState
    /// The position of the cursor among the search results.
    public var searchCursor = 0
    /// Whether typing goes into the search field (rather than moving among the results).
    public var isEditingQuery = true
    /// The saved shelf.
    public var saved = SavedState()
    /// The position of the shelf's cursor.
    public var savedCursor = 0
    /// The recommendation form and its answer.
    public var recommend: RecommendState
    /// The row of the form the cursor is on: its fields in `FormField` order, then "or milder", then the button.
    public var formCursor = 0
    /// The question, the picks and the conversation of the Ask screen.
    public var ask: AskState
    /// The position of the cursor among the Ask screen's picks.
    public var askCursor = 0
    /// Whether typing goes into the question field (rather than moving among the picks).
    public var isEditingQuestion = true
    /// The detail panel of the film in focus: the feed's card, or the film under a list's cursor; `nil` when closed.
    ///
    /// On the feed the panel is open while `feed.isShowingInfo`; elsewhere while this is set.
    public var detail: DetailState?
    /// The preferences screen.
    public var preferences: PreferencesState
    /// The people watching together and their picks.
    public var together = TogetherState()
    /// The position of the Together cursor: on the members first, then on the picks.
    public var togetherCursor = 0
    /// Whether typing goes into the field that adds a person (rather than moving among the members and picks).
    public var isEditingMember = true
    /// The file, folder or saved name being typed into the Together screen's field.
    public var memberField = ""

    /// Creates the app's state before anything has loaded.
    /// - Parameters:
    ///   - feed: the feed's initial state, which sets how many films it ranks.
    ///   - discover: the charts' initial state, which sets the storefront.
    ///   - search: the search's initial state.
    ///   - recommend: the form's initial state, which says whether the local engine may stand in for the service.
    ///   - ask: the Ask screen's initial state.
    ///   - preferences: the preferences screen's initial state, which knows where data is stored.
    public init(
        feed: FeedState = FeedState(limit: 50),
        discover: DiscoverState = DiscoverState(),
        search: SearchState = SearchState(),
        recommend: RecommendState = RecommendState(),
        ask: AskState = AskState(),
        preferences: PreferencesState
    ) {
        self.feed = feed
        self.discover = discover
        self.search = search
        self.recommend = recommend
        self.ask = ask
        self.preferences = preferences
    }
}
