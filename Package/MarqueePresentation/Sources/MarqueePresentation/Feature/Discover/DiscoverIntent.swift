import MarqueeDomain

/// What can happen on the Discover screen.
public enum DiscoverIntent: Sendable {
    /// The screen appeared; loads once.
    case task
    /// Load once, asking the store past fresh cached answers: `marquee discover --refresh`, which has no rows on
    /// screen to keep, so a first load that skips the cache rather than `task` followed by `refresh`.
    case taskRefreshing
    /// Ask the store again, skipping fresh cached answers, while the current rows stay on screen.
    case refresh
    /// Load from scratch after a failure.
    case retry
    /// A first load (or a retry) finished.
    case catalogLoaded(DiscoverCatalog)
    /// A refresh finished.
    case refreshFinished(DiscoverCatalog)
    /// A load or refresh failed.
    case loadFailed(CatalogError)
    /// Close the notice.
    case noticeDismissed
}
