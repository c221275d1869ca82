import MarqueeDomain

/// The `--json` document of `marquee search` (schema `marquee.search/2`).
public struct SearchJSON: Encodable {
    /// One result: where it came from, how well it matched, and the film.
    public struct Result: Encodable {
        let origin: String
        let source: SourceJSON
        @NullEncoded var match: String?
        @NullEncoded var storeID: String?
        let movie: MovieJSON
        let store: ShopFactsJSON

    }

    let schema = "marquee.search/2"
    let query: String
    let country: String
    @NullEncoded var storeSource: SourceJSON?
    @NullEncoded var storeError: String?
    let results: [Result]

    /// Builds the document from the command's result.
    public init(_ found: SearchResults, country: String, l10n: Localizer) {
        query = found.query
        self.country = country
        storeSource = found.storeSource.map(SourceJSON.init)
        storeError = found.storeFailure.map { FailureMessage(l10n: l10n).catalog($0) }
        results = found.results.map { result in
            Result(
                origin: result.source == .bundled ? "bundled" : "store",
                source: SourceJSON(result.source),
                match: result.quality.map { String(describing: $0) },
                storeID: result.storeID?.rawValue,
                movie: MovieJSON(result.movie),
                store: ShopFactsJSON(result.movie, l10n: l10n)
            )
        }
    }

}
