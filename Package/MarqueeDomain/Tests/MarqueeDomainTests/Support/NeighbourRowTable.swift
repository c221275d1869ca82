import MarqueeDomain

/// Films laid out as a table that also answers neighbours as rows, as the bundled blob does.
struct NeighbourRowDetails: FilmDetails {
    let plain: any FilmDetails
    let movies: [Movie]

    func movie(at row: Int) -> Movie { plain.movie(at: row) }
    func id(at row: Int) -> MovieID { plain.id(at: row) }
    func hasLaterID(_ row: Int, than other: Int) -> Bool { plain.hasLaterID(row, than: other) }
    func row(of id: MovieID) -> Int? { plain.row(of: id) }
    func person(named name: String) -> UInt32? { plain.person(named: name) }
    func language(named name: String) -> Int32? { plain.language(named: name) }
    func neighbours(of row: Int) -> [(row: Int, weight: Double)]? {
        movies[row].coLiked.compactMap { neighbour in plain.row(of: neighbour.id).map { ($0, neighbour.weight) } }
    }

    /// The films as a table whose details answer neighbours as rows: a hand-built table, as the blob builds one.
    static func table(_ movies: [Movie]) -> FilmTable {
        let plain = FilmTable(movies: movies)
        return FilmTable(
            count: plain.count, genres: plain.genres, years: plain.years, languages: plain.languages,
            criticScores: plain.criticScores, reviewCounts: plain.reviewCounts, tomatometers: plain.tomatometers,
            metacritics: plain.metacritics, audienceMeans: plain.audienceMeans, audienceCounts: plain.audienceCounts,
            directors: plain.directors, cast: plain.cast,
            details: NeighbourRowDetails(plain: plain.details, movies: movies))
    }
}
