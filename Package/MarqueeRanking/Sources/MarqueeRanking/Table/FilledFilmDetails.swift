import MarqueeDomain

/// A table's details with some films replaced by fuller ones (``FilmTable/filling(_:)``): those rows answer the
/// filled `Movie`, and the people the table lacked answer the numbers given them past its end.
///
/// Everything else is the underlying details' answer, neighbour rows and id order included, so a taste folded over
/// the filled table takes the same paths as over the plain one.
struct FilledFilmDetails: FilmDetails {
    let plain: any FilmDetails
    /// The filled films by row.
    let films: [Int: Movie]
    /// The numbers of the people the plain table lacked, each at or past `plain`'s last.
    let added: [String: UInt32]
    /// How many person numbers the filled table uses, when known.
    let people: Int?

    func movie(at row: Int) -> Movie { films[row] ?? plain.movie(at: row) }

    func id(at row: Int) -> MovieID { plain.id(at: row) }

    func hasLaterID(_ row: Int, than other: Int) -> Bool { plain.hasLaterID(row, than: other) }

    func row(of id: MovieID) -> Int? { plain.row(of: id) }

    func isFirstRow(withIDAt row: Int) -> Bool { plain.isFirstRow(withIDAt: row) }

    func person(named name: String) -> UInt32? { plain.person(named: name) ?? added[name] }

    func language(named name: String) -> Int32? { plain.language(named: name) }

    func neighbours(of row: Int) -> [(row: Int, weight: Double)]? { plain.neighbours(of: row) }

    var personCount: Int? { people }
}
