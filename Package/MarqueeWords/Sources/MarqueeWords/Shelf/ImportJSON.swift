import MarqueeDomain

/// The `--json` document of `marquee import` (schema `marquee.import/2`).
public struct ImportJSON: Encodable {
    /// A film the import liked or saved (`id`), or a row of the file (`line`); `year` is `null` when unknown.
    public struct Entry: Encodable {
        var id: String?
        var line: Int?
        let title: String
        @NullEncoded var year: Int?
    }

    let schema = "marquee.import/2"
    let file: String
    let rows: Int
    let liked: [Entry]
    let saved: [Entry]
    let passed: [Entry]
    let withoutReaction: [Entry]
    let unmatched: [Entry]

    /// Builds the document from the command's result.
    public init(path: String, report: ImportReport) {
        let film = { (movie: Movie) in Entry(id: movie.id.rawValue, title: movie.title, year: movie.year) }
        let row = { (row: ShelfImportRow) in Entry(line: row.line, title: row.title, year: row.year) }
        file = path
        rows = report.rowCount
        liked = report.liked.map(film)
        saved = report.saved.map(film)
        passed = report.passed.map(film)
        withoutReaction = report.withoutReaction.map(row)
        unmatched = report.unmatched.map(row)
    }

    private enum CodingKeys: String, CodingKey {
        case schema, file, rows, liked, saved, passed, withoutReaction, unmatched
    }
}
