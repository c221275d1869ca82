/// Why a feed or a shelf could not be built: one of its two sources failed.
public enum FeedError: Error, Hashable, Sendable {
    /// The catalog failed.
    case catalog(CatalogError)
    /// The profile failed.
    case profile(ProfileError)
}
