/// What an IMDb import keeps: films with enough votes, and alternate titles in a language or region.
public struct IMDbImportOptions: Hashable, Sendable {
    /// The fewest votes a film needs; IMDb lists hundreds of thousands of films that almost nobody rated.
    public var minimumVotes: Int
    /// A language code (`de`); its alternate titles are kept, and so are its main region's.
    public var language: String?
    /// A region code (`DE`) whose alternate titles are kept.
    public var region: String?

    /// Creates options.
    public init(minimumVotes: Int = 1_000, language: String? = nil, region: String? = nil) {
        self.minimumVotes = minimumVotes
        self.language = language
        self.region = region
    }

    /// The region whose titles a language reads: `region` when given, else the language's main country.
    var effectiveRegion: String? {
        if let region { return region.uppercased() }
        guard let language = language?.lowercased() else { return nil }
        let main = ["en": "US", "ja": "JP", "sv": "SE", "da": "DK", "cs": "CZ", "el": "GR", "ko": "KR", "zh": "CN"]
        return main[language] ?? language.uppercased()
    }
}
