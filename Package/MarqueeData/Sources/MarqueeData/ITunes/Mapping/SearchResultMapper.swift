import Foundation
import MarqueeDomain

/// Turns Search and Lookup films into Domain films.
///
/// `summary` prefers Apple's short description and `fullSummary` the long one, each falling back to the
/// other; the runtime is `trackTimeMillis` rounded to whole minutes. Every text passes through `UntrustedText` here,
/// the one place Search and Lookup words enter the domain: titles and names as one line, summaries with their breaks.
enum SearchResultMapper {
    /// The film in a result.
    static func movie(from result: SearchMovieDTO) -> Movie {
        Movie(
            id: MovieID.iTunes(trackID: String(result.trackId)),
            title: UntrustedText.singleLine(result.trackName),
            year: ShopReleaseDate.year(result.releaseDate),
            runtimeMinutes: runtimeMinutes(result.trackTimeMillis),
            genres: ShopGenre.genres(named: result.primaryGenreName),
            directors: result.artistName.map { [UntrustedText.singleLine($0)] } ?? [],
            contentRating: result.contentAdvisoryRating.map(UntrustedText.singleLine).flatMap(ContentRating.parse),
            posterURL: result.artworkUrl100.flatMap(URL.init(string:)).map(ArtworkURL.large),
            summary: (result.shortDescription ?? result.longDescription).map(UntrustedText.multiline),
            price: ShopPrice.price(amount: result.trackPrice, currency: result.currency)
        )
    }

    /// Everything a result says about its film, including the store page and the trailer.
    static func details(from result: SearchMovieDTO) -> MovieDetails {
        let movie = movie(from: result)
        return MovieDetails(
            movie: movie,
            fullSummary: (result.longDescription ?? result.shortDescription).map(UntrustedText.multiline),
            releaseDate: ShopReleaseDate.date(result.releaseDate),
            trailerURL: result.previewUrl.flatMap(URL.init(string:)),
            storeURL: result.trackViewUrl.flatMap(URL.init(string:)),
            storeID: movie.id
        )
    }

    private static func runtimeMinutes(_ milliseconds: Double?) -> Int? {
        // Under half a minute rounds to zero, and an absurd value must not trap when converted to Int.
        guard let milliseconds, (30_000..<360_000_000).contains(milliseconds) else { return nil }
        return Int((milliseconds / 60_000).rounded())
    }
}
