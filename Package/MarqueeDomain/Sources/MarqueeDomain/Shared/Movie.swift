import Foundation

/// A film, with everything the catalog knows about it.
public struct Movie: Identifiable, Hashable, Sendable {
    /// The film's identifier; the IMDb id for bundled catalog films.
    public let id: MovieID
    /// The title as released.
    public var title: String
    /// The release year.
    public var year: Int?
    /// The running time in minutes.
    public var runtimeMinutes: Int?
    /// The genres the catalog assigns.
    public var genres: GenreSet
    /// The directors, in the catalog's order.
    public var directors: [String]
    /// The credited cast, in billing order when ``isCastBilled``, else most prominent first.
    public var cast: [String]
    /// The content rating, when known.
    public var contentRating: ContentRating?
    /// The average critic score from 0 to 10, when any critic reviewed the film.
    public var criticScore: Double?
    /// How many critic reviews the average is built from.
    public var reviewCount: Int
    /// The original language, when known.
    public var language: String?
    /// The production countries.
    public var countries: [String]
    /// A poster image, when a live source supplied one.
    public var posterURL: URL?
    /// A short synopsis, when a live source supplied one.
    public var summary: String?
    /// The store price, when a live source supplied one.
    public var price: Price?
    /// Other titles the film is known by, original-language titles among them ("Der Untergang").
    public var alternateTitles: [String]
    /// The MovieLens audience's score, when MovieLens raters rated the film.
    public var audience: AudienceScore?
    /// The Rotten Tomatoes Tomatometer, the share of positive critic reviews in percent, when known.
    public var tomatometer: Int?
    /// The Metacritic score out of 100, when known.
    public var metacritic: Int?
    /// The films that people who liked this one also liked, strongest first (the co-rating model).
    public var coLiked: [CoLikedFilm]
    /// How many Academy Awards the film won, when the catalog knows it won any (Wikidata's count).
    public var oscars: Int?
    /// Other ids the catalog once gave this film, such as the `ml:` id of a MovieLens entry merged into it, in
    /// byte order.
    public var formerIDs: [MovieID]
    /// IMDb's rating and vote count, when the person imported IMDb's datasets.
    public var imdb: IMDbScore?
    /// Whether ``cast`` is in billing order (IMDb's), so its first names are the stars.
    public var isCastBilled: Bool
    /// The facts the store filled in where the catalog had none (``ShopFactsStore``), labelled so on every screen.
    public var storeFilled: Set<ShopFact> = []

    /// Creates a film.
    public init(
        id: MovieID,
        title: String,
        year: Int? = nil,
        runtimeMinutes: Int? = nil,
        genres: GenreSet = [],
        directors: [String] = [],
        cast: [String] = [],
        contentRating: ContentRating? = nil,
        criticScore: Double? = nil,
        reviewCount: Int = 0,
        language: String? = nil,
        countries: [String] = [],
        posterURL: URL? = nil,
        summary: String? = nil,
        price: Price? = nil,
        alternateTitles: [String] = [],
        audience: AudienceScore? = nil,
        tomatometer: Int? = nil,
        metacritic: Int? = nil,
        coLiked: [CoLikedFilm] = [],
        oscars: Int? = nil,
        formerIDs: [MovieID] = [],
        imdb: IMDbScore? = nil,
        isCastBilled: Bool = false
    ) {
        self.id = id
        self.title = title
        self.year = year
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.directors = directors
        self.cast = cast
        self.contentRating = contentRating
        self.criticScore = criticScore
        self.reviewCount = reviewCount
        self.language = language
        self.countries = countries
        self.posterURL = posterURL
        self.summary = summary
        self.price = price
        self.alternateTitles = alternateTitles
        self.audience = audience
        self.tomatometer = tomatometer
        self.metacritic = metacritic
        self.coLiked = coLiked
        self.oscars = oscars
        self.formerIDs = formerIDs
        self.imdb = imdb
        self.isCastBilled = isCastBilled
    }
}
