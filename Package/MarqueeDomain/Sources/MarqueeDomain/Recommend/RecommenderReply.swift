/// What a recommender service answered: the cards that passed every check, and how many did not.
public struct RecommenderReply: Hashable, Sendable {
    /// The valid cards, in the service's order, duplicates collapsed.
    public var recommendations: [ServiceRecommendation]
    /// How many cards were dropped as bad data (a score that is not a number from 0 to 1, no title).
    public var discarded: Int

    /// Creates a reply.
    public init(recommendations: [ServiceRecommendation], discarded: Int = 0) {
        self.recommendations = recommendations
        self.discarded = discarded
    }
}
