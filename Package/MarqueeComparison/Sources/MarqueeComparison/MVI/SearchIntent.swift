import MarqueeDomain

/// Everything that can happen to the MVI search, named by the tense rule.
///
/// User input reads as an event (`queryChanged`), a command as an imperative (`searchNow`), a result in the past
/// tense (`resultsLoaded`, `searchFailed`).
public enum SearchIntent: Equatable, Sendable {
    /// The user edited the search field.
    case queryChanged(String)
    /// The debounce elapsed: search for the current query.
    case searchNow
    /// The search answered.
    case resultsLoaded([Movie])
    /// The search failed, with the catalog's own error.
    case searchFailed(CatalogError)
}
