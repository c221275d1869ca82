/// One row of a Letterboxd CSV, exactly as written: every column it may have, as text.
///
/// Letterboxd's importer reads `Title`, `Year`, `imdbID`, `tmdbID`, `LetterboxdURI`, `Directors`, `Rating`,
/// `Rating10`, `WatchedDate`, `Rewatch`, `Tags` and `Review`; its exports write `Date`, `Name`, `Year`,
/// `Letterboxd URI` and, in ratings and diary files, `Rating`. Headers match ignoring case and spaces.
struct LetterboxdRowDTO: Hashable, Sendable {
    /// The line the row starts on.
    let line: Int
    /// `Title` (import format).
    let title: String?
    /// `Name` (Letterboxd's exports).
    let name: String?
    /// `Year`.
    let year: String?
    /// `imdbID`, such as `tt0133093`.
    let imdbID: String?
    /// `Directors`, comma-separated.
    let directors: String?
    /// `Rating`, 0.5 to 5 in halves.
    let rating: String?
    /// `Rating10`, 1 to 10.
    let rating10: String?
    /// `WatchedDate`, `YYYY-MM-DD`.
    let watchedDate: String?
    /// `Tags`, comma-separated.
    let tags: String?
    /// `LetterboxdURI` or `Letterboxd URI`.
    let letterboxdURI: String?

    /// The normalised header names this DTO reads: lower case, without spaces.
    static let knownColumns: Set<String> = [
        "title", "name", "year", "imdbid", "directors", "rating", "rating10", "watcheddate", "tags", "letterboxduri",
    ]

    /// Reads a row from its fields and the file's normalised header.
    /// - Parameters:
    ///   - record: the row as read.
    ///   - header: the normalised column names, in file order.
    init(_ record: LetterboxdCSVRecord, header: [String]) {
        var columns: [String: String] = [:]
        for (name, value) in zip(header, record.fields) where columns[name] == nil { columns[name] = value }
        line = record.line
        title = columns["title"]
        name = columns["name"]
        year = columns["year"]
        imdbID = columns["imdbid"]
        directors = columns["directors"]
        rating = columns["rating"]
        rating10 = columns["rating10"]
        watchedDate = columns["watcheddate"]
        tags = columns["tags"]
        letterboxdURI = columns["letterboxduri"]
    }

    /// A header name as this DTO compares it: `Letterboxd URI` gives `letterboxduri`.
    /// - Parameter name: the name as written.
    /// - Returns: the name in lower case, without spaces.
    static func normalised(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }
}
