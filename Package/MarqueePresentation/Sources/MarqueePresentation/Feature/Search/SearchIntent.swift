import MarqueeDomain

/// What can happen on the Search screen.
public enum SearchIntent: Sendable {
    /// The user changed the words; a search follows after a pause.
    case queryChanged(String)
    /// Search for the current words now (the pause is over, or the user pressed return or retry).
    case searchNow
    /// A search finished.
    case resultsLoaded(SearchResults)
    /// A search failed.
    case searchFailed(CatalogError)
}
