import MarqueeDomain

/// What can happen on the Search screen.
public enum SearchIntent: Sendable {
    /// The user changed the words; a search follows after a pause.
    case queryChanged(String)
    /// Search for the current words now (the pause is over, or the user pressed return or retry).
    case searchNow
    /// Set the words and search at once, with no pause: `marquee search`, which has no typing to wait out. One
    /// intent rather than `queryChanged` then `searchNow`, so the pause's search never runs beside it.
    case search(String)
    /// A search finished.
    case resultsLoaded(SearchResults)
    /// A search failed.
    case searchFailed(CatalogError)
}
