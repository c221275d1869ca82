import MarqueeDomain

/// The `--json` document of `marquee search` (schema `marquee.search/2`).
public struct SearchJSON: Encodable {
    /// One result: where it came from, how well it matched, and the film.
    public struct Result: Encodable {
        let origin: String
        let source: SourceJSON
        let match: String?
        let storeID: String?
        let movie: MovieJSON
        let store: StoreFactsJSON

        /// Creates the value from its parts.
        public init(origin: String, source: SourceJSON, match: String?, storeID: String?, movie: MovieJSON, store: StoreFactsJSON) {
            self.origin = origin
            self.source = source
            self.match = match
            self.storeID = storeID
            self.movie = movie
            self.store = store
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(origin, forKey: .origin)
            try container.encode(source, forKey: .source)
            try container.encode(match, forKey: .match)
            try container.encode(storeID, forKey: .storeID)
            try container.encode(movie, forKey: .movie)
            try container.encode(store, forKey: .store)
        }

        private enum CodingKeys: String, CodingKey { case origin, source, match, storeID, movie, store }
    }

    let schema = "marquee.search/2"
    let query: String
    let country: String
    let storeSource: SourceJSON?
    let storeError: String?
    let results: [Result]

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
                store: StoreFactsJSON(result.movie, l10n: l10n)
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(query, forKey: .query)
        try container.encode(country, forKey: .country)
        try container.encode(storeSource, forKey: .storeSource)
        try container.encode(storeError, forKey: .storeError)
        try container.encode(results, forKey: .results)
    }

    private enum CodingKeys: String, CodingKey { case schema, query, country, storeSource, storeError, results }
}
