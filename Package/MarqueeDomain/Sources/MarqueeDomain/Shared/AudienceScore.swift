/// What MovieLens raters gave a film: their mean rating out of 5 and how many rated it.
public struct AudienceScore: Hashable, Sendable {
    /// The mean rating, from 0.5 to 5 stars.
    public let mean: Double
    /// How many people rated the film.
    public let ratings: Int

    /// Creates an audience score.
    public init(mean: Double, ratings: Int) {
        self.mean = mean
        self.ratings = ratings
    }

    /// The mean on the 10-point scale critic averages use, so the two can be compared and shown alike.
    public var outOfTen: Double { mean * 2 }
}
