/// What can happen in the full-screen app: navigation, overlays, and every screen's own intents.
public enum AppIntent: Sendable {
    /// The app opened; the feed loads, and its answer decides whether onboarding opens.
    case started
    /// A screen was picked by its number.
    case screenSelected(Screen)
    /// Move to the next tab (Tab).
    case nextScreenTapped
    /// Move to the previous tab (Shift-Tab).
    case previousScreenTapped
    /// Open or close the help overlay.
    case helpTapped
    /// Close the topmost thing: help, a detail panel, a question, a banner, the search words; skip the picker.
    case backTapped
    /// Reload the current screen, keeping its content until the answer arrives; on a banner, this is Retry.
    case refreshTapped
    /// The banner's Start over.
    case startOverTapped
    /// Move the current list's cursor by this many places (a row of Discover, the results, the shelf, the picker).
    case cursorMoved(by: Int)
    /// Act on the item under the cursor: toggle the genre, or open or close the film's detail; in the search
    /// field, search now.
    case selectTapped
    /// Take the film under the shelf's cursor off the shelf.
    case removeTapped
    /// Save or unsave the film in the open detail panel.
    case saveTapped
    /// Open the genre picker from Preferences, starting from the genres picked before.
    case repickGenresTapped
    /// A character was typed into the field being edited: the search words, a form field or the question.
    case textTyped(Character)
    /// The last character of the field being edited was erased.
    case textErased
    /// Put the cursor back into the search field or the question field.
    case queryFocusTapped
    /// An intent for the feed.
    case feed(FeedIntent)
    /// An intent for the genre picker.
    case onboarding(OnboardingIntent)
    /// An intent for Discover.
    case discover(DiscoverIntent)
    /// An intent for Search.
    case search(SearchIntent)
    /// An intent for the recommendation form.
    case recommend(RecommendIntent)
    /// An intent for the Ask screen.
    case ask(AskIntent)
    /// An intent for the saved shelf.
    case saved(SavedIntent)
    /// An intent for the open detail panel.
    case detail(DetailIntent)
    /// An intent for the preferences screen.
    case preferences(PreferencesIntent)
    /// An intent for watching together.
    case together(TogetherIntent)
}
