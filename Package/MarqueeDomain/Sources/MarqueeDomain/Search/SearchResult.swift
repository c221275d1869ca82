/// One film found by a search, labelled with where it came from.
public struct SearchResult: Hashable, Sendable, Identifiable {
    /// The film: the catalog's entry whenever the catalog has it, else the store's.
    public let movie: Movie
    /// How well the film matched the words, or `nil` for a store film the words do not visibly match
    /// (the store also searches descriptions).
    public let quality: MatchQuality?
    /// Where the film came from: `.bundled` for catalog films, the store's answer's source otherwise.
    public let source: DataSource
    /// The store's id for the film, when the store found it too.
    public let storeID: MovieID?

    /// The film's id.
    public var id: MovieID { movie.id }

    /// Creates a result.
    public init(movie: Movie, quality: MatchQuality?, source: DataSource, storeID: MovieID? = nil) {
        self.movie = movie
        self.quality = quality
        self.source = source
        self.storeID = storeID
    }
}
