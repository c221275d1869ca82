import MarqueeDomain
import MarqueeRanking

/// A table's details that also answer co-rating neighbours as rows, as the bundled blob does.
///
/// A table laid out from `Movie` values keeps no neighbour rows, so folding over it looks each link up by id;
/// the blob resolves every link once, when it is packed. Tests and the bench use this to take the blob's path
/// without packing a blob.
public struct NeighbourRowDetails: FilmDetails {
    private let plain: any FilmDetails
    private let rows: @Sendable (Int) -> [(row: Int, weight: Double)]

    /// Films laid out as a table whose details resolve each film's neighbours to rows by id, dropping ids it lacks.
    /// - Parameter movies: the films, in row order.
    /// - Returns: the table.
    public static func table(_ movies: [Movie]) -> FilmTable {
        let plain = FilmTable(movies: movies)
        let details = plain.details
        return table(plain) { row in
            movies[row].coLiked.compactMap { neighbour in details.row(of: neighbour.id).map { ($0, neighbour.weight) } }
        }
    }

    /// A table whose details answer neighbours from `neighbours`, and everything else as `plain`'s do.
    /// - Parameters:
    ///   - plain: the table, with its columns.
    ///   - neighbours: a film's neighbours as rows with their weights, positive links first.
    /// - Returns: the table.
    public static func table(
        _ plain: FilmTable, neighbours: @escaping @Sendable (Int) -> [(row: Int, weight: Double)]
    ) -> FilmTable {
        FilmTable(
            count: plain.count, genres: plain.genres, years: plain.years, languages: plain.languages,
            criticScores: plain.criticScores, reviewCounts: plain.reviewCounts, tomatometers: plain.tomatometers,
            metacritics: plain.metacritics, audienceMeans: plain.audienceMeans, audienceCounts: plain.audienceCounts,
            directors: plain.directors, cast: plain.cast,
            details: NeighbourRowDetails(plain: plain.details, rows: neighbours))
    }

    /// The film at a row, as the plain details give it.
    public func movie(at row: Int) -> Movie { plain.movie(at: row) }
    /// The id at a row, as the plain details give it.
    public func id(at row: Int) -> MovieID { plain.id(at: row) }
    /// The plain details' tie-break.
    public func hasLaterID(_ row: Int, than other: Int) -> Bool { plain.hasLaterID(row, than: other) }
    /// The row of an id, as the plain details find it.
    public func row(of id: MovieID) -> Int? { plain.row(of: id) }
    /// A person's number, as the plain details find it.
    public func person(named name: String) -> UInt32? { plain.person(named: name) }
    /// A language's number, as the plain details find it.
    public func language(named name: String) -> Int32? { plain.language(named: name) }
    /// How many people the plain details number, if they know.
    public var personCount: Int? { plain.personCount }
    /// A film's neighbours as rows with their weights.
    public func neighbours(of row: Int) -> [(row: Int, weight: Double)]? { rows(row) }
}
