import MarqueeDomain

/// The `--json` document of `marquee export` (schema `marquee.export/1`).
struct ExportJSON: Encodable {
    let schema = "marquee.export/1"
    let file: String
    let format = "letterboxd"
    let rows: Int
    let liked: Int
    let saved: Int

    init(path: String, rows: [ShelfExportRow]) {
        file = path
        self.rows = rows.count
        liked = rows.filter { $0.reactions.contains(.like) }.count
        saved = rows.filter { $0.reactions.contains(.save) }.count
    }

    private enum CodingKeys: String, CodingKey { case schema, file, format, rows, liked, saved }
}
