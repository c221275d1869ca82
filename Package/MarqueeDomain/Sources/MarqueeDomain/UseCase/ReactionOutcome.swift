/// What a reaction changed.
public struct ReactionOutcome: Hashable, Sendable {
    /// The film reacted to.
    public let movie: Movie
    /// The reactions recorded for the film before the change.
    public let before: Set<Reaction>
    /// The reactions recorded for the film after the change.
    public let after: Set<Reaction>

    /// Creates an outcome.
    public init(movie: Movie, before: Set<Reaction>, after: Set<Reaction>) {
        self.movie = movie
        self.before = before
        self.after = after
    }

    /// Whether anything changed; repeating a reaction changes nothing.
    public var changed: Bool { before != after }
}
