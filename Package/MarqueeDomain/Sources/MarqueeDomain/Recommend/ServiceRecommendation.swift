import Foundation

/// One card as a recommender service sent it, in the service's own words, with placeholders already removed.
public struct ServiceRecommendation: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The release year, when the service gave a plausible one.
    public var year: Int?
    /// The service's genre text, such as `Sci-Fi` or `Crime, Drama`.
    public var genre: String?
    /// The service's rating label, such as `PG-13`.
    public var rating: String?
    /// The service's score, from 0 to 1.
    public var score: Double
    /// A real poster image.
    public var posterURL: URL?
    /// The director.
    public var director: String?
    /// A real summary.
    public var summary: String?

    /// Creates a card.
    public init(
        title: String,
        year: Int?,
        genre: String? = nil,
        rating: String? = nil,
        score: Double,
        posterURL: URL? = nil,
        director: String? = nil,
        summary: String? = nil
    ) {
        self.title = title
        self.year = year
        self.genre = genre
        self.rating = rating
        self.score = score
        self.posterURL = posterURL
        self.director = director
        self.summary = summary
    }
}
