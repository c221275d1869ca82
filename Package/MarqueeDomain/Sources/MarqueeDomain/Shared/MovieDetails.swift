import Foundation

/// Everything known about one film: the catalog entry plus what a store adds.
public struct MovieDetails: Hashable, Sendable {
    /// The film, with poster, summary and price filled in when a store knows them.
    public var movie: Movie
    /// The long synopsis, when the store has one.
    public var fullSummary: String?
    /// The release date, when known to the day.
    public var releaseDate: Date?
    /// The trailer (a preview video URL).
    public var trailerURL: URL?
    /// The store page.
    public var storeURL: URL?
    /// The store's id (`itunes:<trackId>`) when the film came from or was matched in the store.
    public var storeID: MovieID?
    /// The bundled catalog's id when a store film matches one, so both open the same detail.
    public var catalogID: MovieID?

    /// Creates details.
    public init(
        movie: Movie,
        fullSummary: String? = nil,
        releaseDate: Date? = nil,
        trailerURL: URL? = nil,
        storeURL: URL? = nil,
        storeID: MovieID? = nil,
        catalogID: MovieID? = nil
    ) {
        self.movie = movie
        self.fullSummary = fullSummary
        self.releaseDate = releaseDate
        self.trailerURL = trailerURL
        self.storeURL = storeURL
        self.storeID = storeID
        self.catalogID = catalogID
    }
}
