import MarqueeDomain

/// One card of the feed: a recommendation and what the user has said about it so far.
public struct FeedCard: Hashable, Sendable, Identifiable {
    /// The recommendation shown on the card.
    public var recommendation: Recommendation
    /// The user's current reactions to the film.
    public var reactions: Set<Reaction>

    /// The film's id.
    public var id: MovieID { recommendation.movie.id }

    /// Creates a card.
    public init(recommendation: Recommendation, reactions: Set<Reaction>) {
        self.recommendation = recommendation
        self.reactions = reactions
    }
}
