import MarqueeDomain

/// A film in every `--json` document (schema in docs/CLI.md); unknown fields are `null`.
public struct MovieJSON: Encodable {
    let id: String
    let title: String
    let year: Int?
    let runtimeMinutes: Int?
    let genres: [String]
    let directors: [String]
    let cast: [String]
    let contentRating: String?
    let criticScore: Double?
    let reviewCount: Int
    let language: String?
    let countries: [String]
    let alternateTitles: [String]
    let audience: Audience?
    let tomatometer: Int?
    let metacritic: Int?

    /// The MovieLens audience's mean out of 5 and how many rated the film.
    public struct Audience: Encodable {
        let mean: Double
        let ratings: Int

        /// Creates the value from its parts.
        public init(mean: Double, ratings: Int) {
            self.mean = mean
            self.ratings = ratings
        }
    }

    public init(_ movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        year = movie.year
        runtimeMinutes = movie.runtimeMinutes
        genres = movie.genres.map(\.rawValue)
        directors = movie.directors
        cast = movie.cast
        contentRating = movie.contentRating?.rawValue
        criticScore = movie.criticScore
        reviewCount = movie.reviewCount
        language = movie.language
        countries = movie.countries
        alternateTitles = movie.alternateTitles
        audience = movie.audience.map { Audience(mean: $0.mean, ratings: $0.ratings) }
        tomatometer = movie.tomatometer
        metacritic = movie.metacritic
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(year, forKey: .year)
        try container.encode(runtimeMinutes, forKey: .runtimeMinutes)
        try container.encode(genres, forKey: .genres)
        try container.encode(directors, forKey: .directors)
        try container.encode(cast, forKey: .cast)
        try container.encode(contentRating, forKey: .contentRating)
        try container.encode(criticScore, forKey: .criticScore)
        try container.encode(reviewCount, forKey: .reviewCount)
        try container.encode(language, forKey: .language)
        try container.encode(countries, forKey: .countries)
        try container.encode(alternateTitles, forKey: .alternateTitles)
        try container.encode(audience, forKey: .audience)
        try container.encode(tomatometer, forKey: .tomatometer)
        try container.encode(metacritic, forKey: .metacritic)
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, year, runtimeMinutes, genres, directors, cast, contentRating, criticScore, reviewCount
        case language, countries, alternateTitles, audience, tomatometer, metacritic
    }
}
