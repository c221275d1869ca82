/// Why work over the catalog and the profile failed: one of the two sources failed.
public enum SourceError: Error, Hashable, Sendable {
    /// The catalog failed, so the films could not be read or the film could not be checked.
    case catalog(CatalogError)
    /// The profile could not be read or saved.
    case profile(ProfileError)
}
