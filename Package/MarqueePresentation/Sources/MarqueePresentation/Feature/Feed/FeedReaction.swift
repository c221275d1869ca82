import MarqueeDomain

/// A reaction made from the feed, remembered so it can be undone.
public struct FeedReaction: Hashable, Sendable {
    /// The film.
    public let movieID: MovieID
    /// The reactions before the change, restored by undo.
    public let before: Set<Reaction>
    /// The card's position before the change, so a passed card returns to its place.
    public let position: Int
    /// The card as it was, so a passed card can come back; `nil` when the card was not on the feed.
    public let card: FeedCard?

    /// Creates a remembered reaction.
    public init(movieID: MovieID, before: Set<Reaction>, position: Int, card: FeedCard?) {
        self.movieID = movieID
        self.before = before
        self.position = position
        self.card = card
    }
}
