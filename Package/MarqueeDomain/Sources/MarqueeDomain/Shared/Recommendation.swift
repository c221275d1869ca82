/// A film recommended to the user, with its score and the reasons for it.
public struct Recommendation: Hashable, Sendable, Identifiable {
    /// The recommended film.
    public let movie: Movie
    /// The ranking score; higher is better.
    public let score: Double
    /// Why the film is here, strongest first.
    public let reasons: [RecommendationReason]
    /// Which engine produced it.
    public let engine: RecommendationEngineKind

    /// The film's id, so recommendations can be listed and diffed by film.
    public var id: MovieID { movie.id }

    /// Creates a recommendation.
    public init(movie: Movie, score: Double, reasons: [RecommendationReason], engine: RecommendationEngineKind) {
        self.movie = movie
        self.score = score
        self.reasons = reasons
        self.engine = engine
    }
}
