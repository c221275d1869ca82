import MarqueeDomain

/// A film in every `--json` document (schema in docs/CLI.md); unknown fields are `null`.
public struct MovieJSON: Encodable {
    let id: String
    let title: String
    @NullEncoded var year: Int?
    @NullEncoded var runtimeMinutes: Int?
    let genres: [String]
    let directors: [String]
    let cast: [String]
    @NullEncoded var contentRating: String?
    @NullEncoded var criticScore: Double?
    let reviewCount: Int
    @NullEncoded var language: String?
    let countries: [String]
    let alternateTitles: [String]
    @NullEncoded var audience: Audience?
    @NullEncoded var tomatometer: Int?
    @NullEncoded var metacritic: Int?
    @NullEncoded var oscars: Int?
    // Present only with a catalog imported from IMDb, so documents from the bundled catalog keep their shape.
    var imdb: IMDb?
    var castBilled: Bool?
    // Present only when the store filled in facts the catalog lacked (`runtime`, `directors`, `summary`), so
    // documents of films the catalog knows fully keep their shape.
    var storeFilled: [String]?

    /// IMDb's rating out of 10 and how many voted.
    public struct IMDb: Encodable {
        let rating: Double
        let votes: Int
    }

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

    /// Builds the document from the command's result.
    public init(_ movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        year = movie.year
        runtimeMinutes = movie.runtimeMinutes
        genres = movie.genres.map(\.rawValue)
        directors = MovieText.neutralOrder(movie.directors)
        cast = movie.isCastBilled ? movie.cast : MovieText.neutralOrder(movie.cast)
        contentRating = movie.contentRating?.rawValue
        criticScore = movie.criticScore
        reviewCount = movie.reviewCount
        language = movie.language
        countries = movie.countries
        alternateTitles = movie.alternateTitles
        audience = movie.audience.map { Audience(mean: $0.mean, ratings: $0.ratings) }
        tomatometer = movie.tomatometer
        metacritic = movie.metacritic
        oscars = movie.oscars
        imdb = movie.imdb.map { IMDb(rating: $0.rating, votes: $0.votes) }
        castBilled = movie.isCastBilled ? true : nil
        storeFilled =
            movie.storeFilled.isEmpty ? nil : ShopFact.allCases.filter(movie.storeFilled.contains).map(\.rawValue)
    }

}
