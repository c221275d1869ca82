/// One card a recommender service sent: the film in the service's own words, and its score.
public struct ServiceRecommendation: Hashable, Sendable {
    /// The film as the service described it, placeholders already removed, under a `service:` id that no catalog
    /// id can equal: nothing in it is catalog data.
    public var film: Movie
    /// The service's genre text, such as `Sci-Fi` or `Crime, Drama`, as it wrote it.
    public var genre: String?
    /// The service's rating label, such as `PG-13`, as it wrote it.
    public var rating: String?
    /// The service's score, from 0 to 1.
    public var score: Double

    /// Creates a card.
    public init(film: Movie, genre: String? = nil, rating: String? = nil, score: Double) {
        self.film = film
        self.genre = genre
        self.rating = rating
        self.score = score
    }
}
