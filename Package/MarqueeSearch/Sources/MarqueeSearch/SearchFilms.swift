import MarqueeDomain
import MarqueeRanking

/// The films a ``SearchIndex`` numbers, and the way from a number back to a `Movie`.
///
/// An index built from `Movie` values keeps them; a prebuilt index keeps the catalog's `FilmTable`, so a search
/// builds a `Movie` only for the films it returns, and reads years and people from the table's columns.
enum SearchFilms: Sendable {
    /// Films held as values, numbered by their place.
    case movies([Movie])
    /// The rows of a table, numbered by row.
    case table(FilmTable)

    /// How many films there are.
    var count: Int {
        switch self {
        case .movies(let movies): movies.count
        case .table(let table): table.count
        }
    }

    /// The whole film with a number.
    func movie(at film: Int) -> Movie {
        switch self {
        case .movies(let movies): movies[film]
        case .table(let table): table.details.movie(at: film)
        }
    }

    /// The id of the film with a number.
    func id(at film: Int) -> MovieID {
        switch self {
        case .movies(let movies): movies[film].id
        case .table(let table): table.details.id(at: film)
        }
    }

    /// Whether one film's id comes before another's: the last tie-break between equal matches.
    func hasEarlierID(_ film: Int, than other: Int) -> Bool {
        switch self {
        case .movies(let movies): movies[film].id < movies[other].id
        case .table(let table): table.details.hasLaterID(other, than: film)
        }
    }

    /// The release year of the film with a number, if known.
    func year(at film: Int) -> Int? {
        switch self {
        case .movies(let movies): movies[film].year
        case .table(let table): table.years[film] == FilmTable.unknown ? nil : Int(table.years[film])
        }
    }

    /// The people of the film with a number (directors and cast), as numbers that are equal for the same person.
    ///
    /// A table's person numbers; for `Movie` values the names' hashes, which are stable within a process, and a
    /// collision could only join two series.
    func people(at film: Int) -> [Int] {
        switch self {
        case .movies(let movies): (movies[film].directors + movies[film].cast).map(\.hashValue)
        case .table(let table):
            (table.directors.range(of: film).map { Int(table.directors.targets[$0]) }
                + table.cast.range(of: film).map { Int(table.cast.targets[$0]) })
        }
    }

    /// How many critics reviewed the film with a number.
    func reviews(at film: Int) -> Int {
        switch self {
        case .movies(let movies): movies[film].reviewCount
        case .table(let table): Int(table.reviewCounts[film])
        }
    }

    /// Whether the film with a number is a documentary.
    func isDocumentary(at film: Int) -> Bool {
        switch self {
        case .movies(let movies): movies[film].genres.contains(.documentary)
        case .table(let table): GenreSet(rawValue: table.genres[film]).contains(.documentary)
        }
    }

    /// The folded names of the film's directors.
    func directors(at film: Int) -> [String] {
        switch self {
        case .movies(let movies): movies[film].directors.map { SearchText($0).folded }
        case .table(let table):
            table.details.movie(at: film).directors.map { SearchText($0).folded }
        }
    }
}
