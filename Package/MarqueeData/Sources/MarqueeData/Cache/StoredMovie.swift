import Foundation
import MarqueeDomain

/// A `MarqueeDomain/Movie` as the disk cache keeps it; Domain types stay free of `Codable`.
///
/// Genres and the content rating are stored by their catalog spellings, the price amount as a decimal string
/// so it reads back exactly. A genre or rating this build does not know is dropped on read. A cache file is text
/// from outside as well (it holds what a store sent, and anyone can edit it), so its words pass through
/// `UntrustedText` on read, whatever wrote them.
struct StoredMovie: Codable, Hashable, Sendable {
    var id: String
    var title: String
    var year: Int?
    var runtimeMinutes: Int?
    var genres: [String]
    var directors: [String]
    var cast: [String]
    var contentRating: String?
    var criticScore: Double?
    var reviewCount: Int
    var language: String?
    var countries: [String]
    var posterURL: URL?
    var summary: String?
    var priceAmount: String?
    var priceCurrency: String?

    /// Stores a film.
    init(_ movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        year = movie.year
        runtimeMinutes = movie.runtimeMinutes
        genres = movie.genres.map(\.rawValue)
        directors = movie.directors
        cast = movie.cast
        contentRating = movie.contentRating?.rawValue
        criticScore = movie.criticScore
        reviewCount = movie.reviewCount
        language = movie.language
        countries = movie.countries
        posterURL = movie.posterURL
        summary = movie.summary
        priceAmount = movie.price.map { "\($0.amount)" }
        priceCurrency = movie.price?.currencyCode
    }

    /// The film again.
    var movie: Movie {
        Movie(
            id: MovieID(id),
            title: UntrustedText.singleLine(title),
            year: year,
            runtimeMinutes: runtimeMinutes,
            genres: GenreSet(genres.compactMap(Genre.init(rawValue:))),
            directors: directors.map(UntrustedText.singleLine),
            cast: cast.map(UntrustedText.singleLine),
            contentRating: contentRating.flatMap(ContentRating.init(rawValue:)),
            criticScore: criticScore,
            reviewCount: reviewCount,
            language: language.map(UntrustedText.singleLine),
            countries: countries.map(UntrustedText.singleLine),
            posterURL: posterURL,
            summary: summary.map(UntrustedText.multiline),
            price: ShopPrice.price(amount: priceAmount, currency: priceCurrency)
        )
    }
}
