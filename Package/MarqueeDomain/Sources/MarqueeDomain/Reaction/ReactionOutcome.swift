/// What a reaction changed.
public struct ReactionOutcome: Hashable, Sendable {
    /// The film's id.
    public let movieID: MovieID
    /// The film, or `nil` when a reaction was taken back from a film the catalog no longer has.
    public let movie: Movie?
    /// The reactions recorded for the film before the change.
    public let before: Set<Reaction>
    /// The reactions recorded for the film after the change.
    public let after: Set<Reaction>

    /// Creates an outcome.
    public init(movieID: MovieID, movie: Movie?, before: Set<Reaction>, after: Set<Reaction>) {
        self.movieID = movieID
        self.movie = movie
        self.before = before
        self.after = after
    }

    /// Whether anything changed; repeating a reaction changes nothing.
    public var changed: Bool { before != after }
}
