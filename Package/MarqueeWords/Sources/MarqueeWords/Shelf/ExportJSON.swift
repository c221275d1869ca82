import MarqueeDomain

/// The `--json` document of `marquee export` (schema `marquee.export/2`).
///
/// `liked` and `saved` are lists of films, as in `marquee import --json`; /1 had counts there.
public struct ExportJSON: Encodable {
    /// A film written to the file; `id` is `null` for a store film, which has no IMDb id.
    public struct Film: Encodable {
        @NullEncoded var id: String?
        let title: String
        @NullEncoded var year: Int?
    }

    let schema = "marquee.export/2"
    let file: String
    let format = "letterboxd"
    let rows: Int
    let liked: [Film]
    let saved: [Film]

    /// Builds the document from the command's result.
    public init(path: String, rows: [ShelfExportRow]) {
        let film = { (row: ShelfExportRow) in Film(id: row.imdbID?.rawValue, title: row.title, year: row.year) }
        file = path
        self.rows = rows.count
        liked = rows.filter { $0.reactions.contains(.like) }.map(film)
        saved = rows.filter { $0.reactions.contains(.save) }.map(film)
    }

    private enum CodingKeys: String, CodingKey { case schema, file, format, rows, liked, saved }
}
