/// One film read from a shelf file, in Domain words: who it might be and what the file says about it.
public struct ShelfImportRow: Hashable, Sendable {
    /// The row's line in the file (the header is line 1), so a report can point at it.
    public let line: Int
    /// The title as the file wrote it.
    public let title: String
    /// The release year, when the file gave one.
    public let year: Int?
    /// The IMDb id, when the file gave one; it wins over the title.
    public let imdbID: MovieID?
    /// The row's tags, as written (`marquee-liked`, `marquee-saved`, anything else).
    public let tags: Set<String>
    /// The rating on Letterboxd's ten-point scale (half stars doubled), when the row has one.
    public let ratingOutOfTen: Int?
    /// The reaction the whole file implies, such as `.save` for a watchlist, or `nil`.
    public let impliedReaction: Reaction?

    /// Creates a row.
    public init(
        line: Int,
        title: String,
        year: Int? = nil,
        imdbID: MovieID? = nil,
        tags: Set<String> = [],
        ratingOutOfTen: Int? = nil,
        impliedReaction: Reaction? = nil
    ) {
        self.line = line
        self.title = title
        self.year = year
        self.imdbID = imdbID
        self.tags = tags
        self.ratingOutOfTen = ratingOutOfTen
        self.impliedReaction = impliedReaction
    }

    /// The tag that marks a liked film in Marquee's export.
    public static let likedTag = "marquee-liked"
    /// The tag that marks a saved film in Marquee's export.
    public static let savedTag = "marquee-saved"
    /// The lowest rating, out of ten, that counts as a like (3.5 of 5 stars).
    public static let likeThreshold = 7
    /// The highest rating, out of ten, that counts as a pass (2 of 5 stars), so an imported history teaches dislikes.
    public static let passThreshold = 4

    /// The reactions this row asks for: tags, a good rating and the file's own meaning, combined.
    public var reactions: Set<Reaction> {
        var result: Set<Reaction> = []
        if tags.contains(Self.savedTag) { result.insert(.save) }
        if tags.contains(Self.likedTag) { result.insert(.like) }
        if let ratingOutOfTen, ratingOutOfTen >= Self.likeThreshold { result.insert(.like) }
        if let impliedReaction, impliedReaction != .pass { result.insert(impliedReaction) }
        // A low rating is a pass only when nothing else in the row asks to keep the film.
        if result.isEmpty, let ratingOutOfTen, ratingOutOfTen <= Self.passThreshold { result.insert(.pass) }
        return result
    }
}
