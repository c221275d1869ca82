import MarqueeDomain

/// A short message shown over the Discover rows without replacing them.
public enum DiscoverNotice: Hashable, Sendable {
    /// A refresh failed, or could only offer the bundled catalog; the rows on screen are from the previous load.
    case refreshFailed(CatalogError)
}
