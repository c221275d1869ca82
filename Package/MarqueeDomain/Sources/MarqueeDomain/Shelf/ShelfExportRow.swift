/// One film on its way out to a shelf file: what Marquee knows, and nothing it would have to invent.
public struct ShelfExportRow: Hashable, Sendable {
    /// The IMDb id, or `nil` for a film that has none: a store film (`itunes:…`) or a MovieLens film (`ml:…`).
    public let imdbID: MovieID?
    /// The title as the catalog (or the profile's snapshot) names it; empty when neither knows the film.
    public let title: String
    /// The release year, when known.
    public let year: Int?
    /// The directors, in catalog order.
    public let directors: [String]
    /// The reactions this file records: `.like`, `.save` or both, never `.pass`.
    public let reactions: Set<Reaction>

    /// Creates a row.
    public init(imdbID: MovieID?, title: String, year: Int?, directors: [String], reactions: Set<Reaction>) {
        self.imdbID = imdbID
        self.title = title
        self.year = year
        self.directors = directors
        self.reactions = reactions
    }
}
