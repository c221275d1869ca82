import Foundation
import MarqueeDomain

/// `MarqueeDomain/MovieDetails` as the disk cache keeps it; its words are cleaned on read, as `StoredMovie`'s are.
struct StoredMovieDetails: Codable, Hashable, Sendable {
    var movie: StoredMovie
    var fullSummary: String?
    var releaseDate: Date?
    var trailerURL: URL?
    var storeURL: URL?
    var storeID: String?
    var catalogID: String?

    /// Stores details.
    init(_ details: MovieDetails) {
        movie = StoredMovie(details.movie)
        fullSummary = details.fullSummary
        releaseDate = details.releaseDate
        trailerURL = details.trailerURL
        storeURL = details.storeURL
        storeID = details.storeID?.rawValue
        catalogID = details.catalogID?.rawValue
    }

    /// The details again.
    var details: MovieDetails {
        MovieDetails(
            movie: movie.movie,
            fullSummary: fullSummary.map(UntrustedText.multiline),
            releaseDate: releaseDate,
            trailerURL: trailerURL,
            storeURL: storeURL,
            storeID: storeID.map(MovieID.init(rawValue:)),
            catalogID: catalogID.map(MovieID.init(rawValue:))
        )
    }
}
