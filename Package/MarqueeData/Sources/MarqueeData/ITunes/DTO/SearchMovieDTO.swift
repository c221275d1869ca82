import Foundation

/// A feature film as Search and Lookup return it: flat camel-cased keys, JSON numbers for ids and prices.
///
/// `trackId` and `trackName` are required; a film without them is malformed. Prices decode straight into
/// `Decimal` (`3.99000` is 3.99 exactly); `artistName` is the director.
struct SearchMovieDTO: Decodable, Hashable, Sendable {
    /// `track`.
    var wrapperType: String?
    /// `feature-movie`.
    var kind: String?
    /// The store id, as a JSON number.
    var trackId: Int
    /// The title.
    var trackName: String
    /// The title with rude words starred.
    var trackCensoredName: String?
    /// The director.
    var artistName: String?
    /// The bundle the film is sold in, if any.
    var collectionId: Int?
    /// The bundle's name, for example "Deadpool 2-Movie Collection".
    var collectionName: String?
    /// The store page.
    var trackViewUrl: String?
    /// The trailer (a preview video).
    var previewUrl: String?
    /// Artwork at 30 px.
    var artworkUrl30: String?
    /// Artwork at 60 px.
    var artworkUrl60: String?
    /// Artwork at 100 px.
    var artworkUrl100: String?
    /// The bundle's price.
    var collectionPrice: Decimal?
    /// The purchase price.
    var trackPrice: Decimal?
    /// The rental price.
    var trackRentalPrice: Decimal?
    /// The bundle's HD price.
    var collectionHdPrice: Decimal?
    /// The HD purchase price.
    var trackHdPrice: Decimal?
    /// The HD rental price.
    var trackHdRentalPrice: Decimal?
    /// ISO 8601 in UTC, for example `2016-02-12T08:00:00Z`.
    var releaseDate: String?
    /// The running time in milliseconds; sometimes missing.
    var trackTimeMillis: Double?
    /// The storefront as ISO 3166 alpha-3, for example `USA`.
    var country: String?
    /// The ISO 4217 code of every price.
    var currency: String?
    /// The store genre, for example "Action & Adventure".
    var primaryGenreName: String?
    /// The storefront's certificate, for example `PG-13`, `NR` or `15`.
    var contentAdvisoryRating: String?
    /// A synopsis Apple cuts at about a hundred characters.
    var shortDescription: String?
    /// The whole synopsis.
    var longDescription: String?
    /// Whether the purchase includes extras.
    var hasITunesExtras: Bool?
}
