import MarqueeDomain

/// Why a reaction by name was not recorded; the profile is unchanged.
public enum ReactionFailure: Error, Hashable, Sendable {
    /// No film, or more than one, goes by the name given; the error carries the closest titles.
    case naming(CatalogError)
    /// The catalog could not be searched for the name.
    case catalog(CatalogError)
    /// The profile could not be read to check a raw id being taken back.
    case profile(ProfileError)
    /// The reaction could not be stored.
    case storing(SourceError)
}
