import MarqueeDomain

/// The `--json` document of `marquee import` (schema `marquee.import/2`).
public struct ImportJSON: Encodable {
    /// A film the import liked or saved (`id`), or a row of the file (`line`); `year` is `null` when unknown.
    public struct Entry: Encodable {
        var id: String?
        var line: Int?
        let title: String
        let year: Int?

        /// Creates the value from its parts.
        public init(id: String? = nil, line: Int? = nil, title: String, year: Int?) {
            self.id = id
            self.line = line
            self.title = title
            self.year = year
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encodeIfPresent(line, forKey: .line)
            try container.encode(title, forKey: .title)
            try container.encode(year, forKey: .year)
        }

        private enum CodingKeys: String, CodingKey { case id, line, title, year }
    }

    let schema = "marquee.import/2"
    let file: String
    let rows: Int
    let liked: [Entry]
    let saved: [Entry]
    let passed: [Entry]
    let withoutReaction: [Entry]
    let unmatched: [Entry]

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
