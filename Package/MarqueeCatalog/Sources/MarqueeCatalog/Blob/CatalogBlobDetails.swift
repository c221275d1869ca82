import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The cold side of the bundled `MarqueeDomain/FilmTable`: answers from the blob, building strings only when asked.
struct CatalogBlobDetails: FilmDetails {
    let blob: CatalogBlob

    func movie(at row: Int) -> Movie { blob.movie(at: row) }

    func id(at row: Int) -> MovieID { blob.id(at: row) }

    func row(of id: MovieID) -> Int? { blob.row(of: id) }

    // The blob's load checks that every id is greater than the one before it.
    func isFirstRow(withIDAt row: Int) -> Bool { true }

    // Rows are in the byte order of their ids, which is `MovieID`'s order (Unicode scalars) for NFC text.
    func hasLaterID(_ row: Int, than other: Int) -> Bool { row > other }

    func person(named name: String) -> UInt32? { blob.person(named: name) }

    func language(named name: String) -> Int32? { blob.language(named: name) }

    // The name table numbers every person, so a person the blob lacks is numbered past it without a pass.
    var personCount: Int? { blob.personCount }

    func neighbours(of row: Int) -> [(row: Int, weight: Double)]? { blob.neighbours(of: row) }
}
