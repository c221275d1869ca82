/// What an import did: which films it liked, saved and passed, and which rows matched no film.
public struct ImportReport: Hashable, Sendable {
    /// How many film rows the file had.
    public let rowCount: Int
    /// The films the file liked, in file order.
    public let liked: [Movie]
    /// The films the file saved, in file order.
    public let saved: [Movie]
    /// The films the file rated 2 stars or less, passed in file order.
    public let passed: [Movie]
    /// Rows that matched a film but asked for no reaction (a middling rating, no tags).
    public let withoutReaction: [ShelfImportRow]
    /// Rows that matched no film in the catalog, in file order; never dropped silently.
    public let unmatched: [ShelfImportRow]

    /// Creates a report.
    public init(
        rowCount: Int,
        liked: [Movie],
        saved: [Movie],
        passed: [Movie] = [],
        withoutReaction: [ShelfImportRow],
        unmatched: [ShelfImportRow]
    ) {
        self.rowCount = rowCount
        self.liked = liked
        self.saved = saved
        self.passed = passed
        self.withoutReaction = withoutReaction
        self.unmatched = unmatched
    }
}
