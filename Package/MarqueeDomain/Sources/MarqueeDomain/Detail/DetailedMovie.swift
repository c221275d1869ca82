/// Everything known about one film, and where each part came from.
public struct DetailedMovie: Hashable, Sendable {
    /// The film's details: the catalog's facts, with poster, summary, price and links when the store added them.
    public let details: MovieDetails
    /// Where the film itself came from: `.bundled` for a catalog film, the store's source for a store film.
    public let source: DataSource
    /// Where the store's part came from, or `nil` when the store added nothing.
    public let storeSource: DataSource?
    /// Why the store could not answer, when it was asked and failed; the catalog's details still stand.
    public let storeFailure: CatalogError?
    /// "People who liked this also liked": co-rated films that are also good films
    /// (``FeedRanking/films(like:among:)``).
    public var alsoLiked: [Recommendation]

    /// Creates a detail.
    public init(
        details: MovieDetails,
        source: DataSource,
        storeSource: DataSource? = nil,
        storeFailure: CatalogError? = nil,
        alsoLiked: [Recommendation] = []
    ) {
        self.alsoLiked = alsoLiked
        self.details = details
        self.source = source
        self.storeSource = storeSource
        self.storeFailure = storeFailure
    }
}
