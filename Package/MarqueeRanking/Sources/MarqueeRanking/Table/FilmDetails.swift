import MarqueeDomain

/// The cold side of a ``FilmTable``: everything ranking does not read for every film.
///
/// The bundled catalog answers from the bytes compiled into the binary, building strings only for the films
/// asked about; a table made from `Movie` values answers from those values.
public protocol FilmDetails: Sendable {
    /// The whole film at a row, with everything the catalog knows.
    func movie(at row: Int) -> Movie
    /// The id of the film at a row.
    func id(at row: Int) -> MovieID
    /// Whether the film at `row` has a later id than the film at `other`: ranking's last tie-break.
    ///
    /// Asked only when two films score exactly the same, so it may cost a comparison of ids, but a table whose
    /// rows are in id order answers by comparing rows.
    func hasLaterID(_ row: Int, than other: Int) -> Bool
    /// The first row holding a film with this id, if any.
    func row(of id: MovieID) -> Int?
    /// Whether no earlier row holds the same id as `row`, as in every table without repeated ids.
    ///
    /// Ranking asks it of every film it keeps. The default looks the id up; a table that knows its ids are
    /// unique answers without reading them.
    func isFirstRow(withIDAt row: Int) -> Bool
    /// The number the table's ``FilmTable/directors`` and ``FilmTable/cast`` use for a person, if any film names them.
    func person(named name: String) -> UInt32?
    /// The number the table's ``FilmTable/languages`` uses for a language, if any film has it.
    func language(named name: String) -> Int32?
    /// A film's co-rating neighbours as rows with their weights, strongest first, if the table holds them as rows.
    ///
    /// Ranking a profile of a thousand reactions follows thirty thousand neighbours; rows spare it looking each
    /// one up by id. `nil`, the default, means the table does not know and ranking looks them up.
    func neighbours(of row: Int) -> [(row: Int, weight: Double)]?
    /// How many person numbers the table uses, every one below it, when the details know it without a pass over
    /// the links; `nil`, the default, means they do not.
    ///
    /// A person a table lacks is numbered past it (``FilmTable/filling(_:)``).
    var personCount: Int? { get }
}

extension FilmDetails {
    /// Looks the row's id up: the answer for a table that may repeat ids.
    public func isFirstRow(withIDAt row: Int) -> Bool { self.row(of: id(at: row)) == row }

    /// A table that does not hold neighbours as rows: ranking looks each neighbour up by id.
    public func neighbours(of row: Int) -> [(row: Int, weight: Double)]? { nil }

    /// Details that do not count their people: numbering past them reads the links once.
    public var personCount: Int? { nil }
}
