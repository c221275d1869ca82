/// What IMDb's voters gave a film: their weighted average out of 10 and how many voted.
public struct IMDbScore: Hashable, Sendable {
    /// The average rating, from 1 to 10.
    public let rating: Double
    /// How many people voted.
    public let votes: Int

    /// Creates an IMDb score.
    public init(rating: Double, votes: Int) {
        self.rating = rating
        self.votes = votes
    }
}
