/// Why a reaction (like, save, pass, or undoing one) could not be recorded.
public enum ReactionError: Error, Hashable, Sendable {
    /// The catalog failed, so the film could not be checked.
    case catalog(CatalogError)
    /// The profile could not be read or saved; the reaction was not recorded.
    case profile(ProfileError)
}
