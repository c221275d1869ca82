/// The films a ``SearchIndex`` numbers, and the way from a number back to a `Movie`.
///
/// An index built from `Movie` values keeps them; a prebuilt index keeps the catalog's ``FilmDetails``, so a search
/// builds a `Movie` only for the films it returns.
enum SearchFilms: Sendable {
    /// Films held as values, numbered by their place.
    case movies([Movie])
    /// The rows of a table, numbered by row.
    case table(count: Int, details: any FilmDetails)

    /// How many films there are.
    var count: Int {
        switch self {
        case .movies(let movies): movies.count
        case .table(let count, _): count
        }
    }

    /// The whole film with a number.
    func movie(at film: Int) -> Movie {
        switch self {
        case .movies(let movies): movies[film]
        case .table(_, let details): details.movie(at: film)
        }
    }

    /// The id of the film with a number.
    func id(at film: Int) -> MovieID {
        switch self {
        case .movies(let movies): movies[film].id
        case .table(_, let details): details.id(at: film)
        }
    }

    /// Whether one film's id comes before another's: the last tie-break between equal matches.
    func hasEarlierID(_ film: Int, than other: Int) -> Bool {
        switch self {
        case .movies(let movies): movies[film].id < movies[other].id
        case .table(_, let details): details.hasLaterID(other, than: film)
        }
    }
}
