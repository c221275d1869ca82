import MarqueeDomain

/// The catalog as columns: the fields ranking reads for every film, side by side, and the rest behind `details`.
///
/// Ranking a catalog touches every film, so what it reads (genres, year, language, quality evidence and
/// people) is stored as flat numbers, with people and languages as integers. Nothing in a
/// pass over the table hashes or builds a `String`; a `Movie` is built only for the films shown
/// (``FilmDetails/movie(at:)``). Unknown integers are `unknown`; unknown scores are NaN.
public struct FilmTable: Sendable {
    /// The value of an integer column that the catalog does not know.
    public static let unknown = Int32.min

    /// How many films the table holds.
    public let count: Int
    /// Each film's genres, as `GenreSet.rawValue`.
    public let genres: Column<UInt32>
    /// Each film's release year, or `unknown`.
    public let years: Column<Int32>
    /// Each film's language as a number from ``FilmDetails/language(named:)``, or `unknown`.
    public let languages: Column<Int32>
    /// Each film's critic average out of 10, or NaN.
    public let criticScores: Column<Double>
    /// Each film's critic review count.
    public let reviewCounts: Column<Int32>
    /// Each film's Tomatometer percentage, or `unknown`.
    public let tomatometers: Column<Int32>
    /// Each film's Metacritic score, or `unknown`.
    public let metacritics: Column<Int32>
    /// Each film's MovieLens mean rating out of 5, or NaN.
    public let audienceMeans: Column<Double>
    /// Each film's MovieLens rating count.
    public let audienceCounts: Column<Int32>
    /// Each film's directors, as person numbers, in the catalog's order.
    public let directors: FilmLinks
    /// Each film's cast, as person numbers, most prominent first.
    public let cast: FilmLinks
    /// Everything else, and the way back from rows to films and from names to numbers.
    public let details: any FilmDetails
    /// Which table this is: a taste folded over it (``TasteModel/init(profile:weights:table:)``) is read as is.
    let identity = FilmTableIdentity()

    /// Creates a table from its columns; every column must have `count` entries, and links `count` + 1 starts.
    public init(
        count: Int,
        genres: Column<UInt32>,
        years: Column<Int32>,
        languages: Column<Int32>,
        criticScores: Column<Double>,
        reviewCounts: Column<Int32>,
        tomatometers: Column<Int32>,
        metacritics: Column<Int32>,
        audienceMeans: Column<Double>,
        audienceCounts: Column<Int32>,
        directors: FilmLinks,
        cast: FilmLinks,
        details: any FilmDetails
    ) {
        self.count = count
        self.genres = genres
        self.years = years
        self.languages = languages
        self.criticScores = criticScores
        self.reviewCounts = reviewCounts
        self.tomatometers = tomatometers
        self.metacritics = metacritics
        self.audienceMeans = audienceMeans
        self.audienceCounts = audienceCounts
        self.directors = directors
        self.cast = cast
        self.details = details
    }
}
