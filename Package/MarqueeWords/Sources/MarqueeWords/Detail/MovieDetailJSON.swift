import Foundation
import MarqueeDomain

/// The `--json` document of `marquee movie` (schema `marquee.movie/4`).
///
/// /4 fills `details.catalogID` for a film of the bundled catalog, which /3 left `null` unless the store matched it.
public struct MovieDetailJSON: Encodable {
    /// What only a store knows: the long summary, release date, links and both ids.
    public struct Details: Encodable {
        @NullEncoded var fullSummary: String?
        @NullEncoded var releaseDate: Date?
        @NullEncoded var trailerURL: String?
        @NullEncoded var storeURL: String?
        @NullEncoded var storeID: String?
        @NullEncoded var catalogID: String?
    }

    let schema = "marquee.movie/4"
    let source: SourceJSON
    @NullEncoded var storeSource: SourceJSON?
    @NullEncoded var storeError: String?
    let movie: MovieJSON
    let store: ShopFactsJSON
    let details: Details
    let reactions: [String]
    /// "People who liked this also liked": co-rated films that are also good films, strongest link first.
    let alsoLiked: [PickJSON]

    /// Builds the document from the command's result.
    public init(_ detail: DetailedMovie, reactions: Set<Reaction>, l10n: Localizer) {
        let details = detail.details
        source = SourceJSON(detail.source)
        storeSource = detail.storeSource.map(SourceJSON.init)
        storeError = detail.storeFailure.map { FailureMessage(l10n: l10n).catalog($0) }
        movie = MovieJSON(details.movie)
        store = ShopFactsJSON(details.movie, l10n: l10n)
        self.details = Details(
            fullSummary: details.fullSummary,
            releaseDate: details.releaseDate,
            trailerURL: details.trailerURL?.absoluteString,
            storeURL: details.storeURL?.absoluteString,
            storeID: details.storeID?.rawValue,
            // A catalog film is its own catalog entry; only a store film the catalog lacks has no catalog id.
            catalogID: (details.catalogID ?? (details.movie.id.isShopID ? nil : details.movie.id))?.rawValue
        )
        self.reactions = reactions.map(\.rawValue).sorted()
        alsoLiked = detail.alsoLiked.enumerated().map { index, pick in
            PickJSON(rank: index + 1, pick, reactions: [], l10n: l10n)
        }
    }

}
