/// What `marquee catalog import-imdb` asks for: the folder, and which films and titles to keep.
public struct IMDbImportRequest: Hashable, Sendable {
    /// The folder holding IMDb's `.tsv.gz` files.
    public var folder: String
    /// The fewest IMDb votes a film needs.
    public var minimumVotes: Int
    /// The language whose titles are kept (`de`), when any.
    public var language: String?
    /// The region whose titles are kept (`DE`), when any.
    public var region: String?

    /// Creates a request.
    public init(folder: String, minimumVotes: Int = 1_000, language: String? = nil, region: String? = nil) {
        self.folder = folder
        self.minimumVotes = minimumVotes
        self.language = language
        self.region = region
    }
}
