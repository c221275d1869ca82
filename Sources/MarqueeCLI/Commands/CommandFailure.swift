import MarqueeDomain

/// A command that could not do its job: exits 1 with a message saying what to do next.
///
/// Domain errors are wrapped here, at the CLI's one boundary, and turned into words by ``FailureMessage``.
public enum CommandFailure: Error, Hashable, Sendable {
    /// The feed or shelf could not be built.
    case feed(FeedError)
    /// A reaction could not be recorded.
    case reaction(ReactionError)
    /// The catalog could not answer.
    case catalog(CatalogError)
    /// The profile could not be read or written.
    case profile(ProfileError)
}
