import Foundation
import MarqueeDomain

/// The `--json` document of `marquee movie` (schema `marquee.movie/4`).
///
/// /4 fills `details.catalogID` for a film of the bundled catalog, which /3 left `null` unless the store matched it.
public struct MovieDetailJSON: Encodable {
    /// What only a store knows: the long summary, release date, links and both ids.
    public struct Details: Encodable {
        let fullSummary: String?
        let releaseDate: Date?
        let trailerURL: String?
        let storeURL: String?
        let storeID: String?
        let catalogID: String?

        /// Creates the value from its parts.
        public init(fullSummary: String?, releaseDate: Date?, trailerURL: String?, storeURL: String?, storeID: String?, catalogID: String?) {
            self.fullSummary = fullSummary
            self.releaseDate = releaseDate
            self.trailerURL = trailerURL
            self.storeURL = storeURL
            self.storeID = storeID
            self.catalogID = catalogID
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fullSummary, forKey: .fullSummary)
            try container.encode(releaseDate, forKey: .releaseDate)
            try container.encode(trailerURL, forKey: .trailerURL)
            try container.encode(storeURL, forKey: .storeURL)
            try container.encode(storeID, forKey: .storeID)
            try container.encode(catalogID, forKey: .catalogID)
        }

        private enum CodingKeys: String, CodingKey {
            case fullSummary, releaseDate, trailerURL, storeURL, storeID, catalogID
        }
    }

    let schema = "marquee.movie/4"
    let source: SourceJSON
    let storeSource: SourceJSON?
    let storeError: String?
    let movie: MovieJSON
    let store: StoreFactsJSON
    let details: Details
    let reactions: [String]
    /// "People who liked this also liked": co-rated films that are also good films, strongest link first.
    let alsoLiked: [PickJSON]

    public init(_ detail: DetailedMovie, reactions: Set<Reaction>, l10n: Localizer) {
        let details = detail.details
        source = SourceJSON(detail.source)
        storeSource = detail.storeSource.map(SourceJSON.init)
        storeError = detail.storeFailure.map { FailureMessage(l10n: l10n).catalog($0) }
        movie = MovieJSON(details.movie)
        store = StoreFactsJSON(details.movie, l10n: l10n)
        self.details = Details(
            fullSummary: details.fullSummary,
            releaseDate: details.releaseDate,
            trailerURL: details.trailerURL?.absoluteString,
            storeURL: details.storeURL?.absoluteString,
            storeID: details.storeID?.rawValue,
            // A catalog film is its own catalog entry; only a store film the catalog lacks has no catalog id.
            catalogID: (details.catalogID ?? (details.movie.id.isStoreID ? nil : details.movie.id))?.rawValue
        )
        self.reactions = reactions.map(\.rawValue).sorted()
        alsoLiked = detail.alsoLiked.enumerated().map { index, pick in
            PickJSON(rank: index + 1, pick, reactions: [], l10n: l10n)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(source, forKey: .source)
        try container.encode(storeSource, forKey: .storeSource)
        try container.encode(storeError, forKey: .storeError)
        try container.encode(movie, forKey: .movie)
        try container.encode(store, forKey: .store)
        try container.encode(details, forKey: .details)
        try container.encode(reactions, forKey: .reactions)
        try container.encode(alsoLiked, forKey: .alsoLiked)
    }

    private enum CodingKeys: String, CodingKey {
        case schema, source, storeSource, storeError, movie, store, details, reactions, alsoLiked
    }
}
