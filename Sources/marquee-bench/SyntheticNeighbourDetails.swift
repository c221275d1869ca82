import MarqueeDomain

/// A synthetic catalog's details that answer co-rating neighbours as rows, as the bundled blob does.
///
/// `syntheticCatalog(_:count:)` repeats the bundled films in blocks, each film's neighbours renamed into its own
/// block; so a film's neighbour rows are its bundled film's, shifted by the block's first row. The blob stores
/// rows because the packer resolves every link once; this is that resolution, without a million-film blob.
struct SyntheticNeighbourDetails: FilmDetails {
    /// The details of the table laid out from the synthetic films.
    let plain: any FilmDetails
    /// The bundled films' neighbour rows, positive links first, as the bundled blob gives them.
    let bundled: [[(row: Int, weight: Double)]]

    func movie(at row: Int) -> Movie { plain.movie(at: row) }
    func id(at row: Int) -> MovieID { plain.id(at: row) }
    func hasLaterID(_ row: Int, than other: Int) -> Bool { plain.hasLaterID(row, than: other) }
    func row(of id: MovieID) -> Int? { plain.row(of: id) }
    func person(named name: String) -> UInt32? { plain.person(named: name) }
    func language(named name: String) -> Int32? { plain.language(named: name) }

    func neighbours(of row: Int) -> [(row: Int, weight: Double)]? {
        let block = row / bundled.count * bundled.count
        return bundled[row % bundled.count].map { (block + $0.row, $0.weight) }
    }

    /// The synthetic films as a table whose details answer neighbours as rows.
    /// - Parameters:
    ///   - movies: the films `syntheticCatalog(_:count:)` made from the bundled table's films.
    ///   - bundledTable: the bundled catalog's table, whose neighbour rows every block repeats.
    static func table(_ movies: [Movie], repeating bundledTable: FilmTable) -> FilmTable {
        let plain = FilmTable(movies: movies)
        let bundled = (0..<bundledTable.count).map { bundledTable.details.neighbours(of: $0) ?? [] }
        return FilmTable(
            count: plain.count, genres: plain.genres, years: plain.years, languages: plain.languages,
            criticScores: plain.criticScores, reviewCounts: plain.reviewCounts, tomatometers: plain.tomatometers,
            metacritics: plain.metacritics, audienceMeans: plain.audienceMeans, audienceCounts: plain.audienceCounts,
            directors: plain.directors, cast: plain.cast,
            details: SyntheticNeighbourDetails(plain: plain.details, bundled: bundled))
    }
}
