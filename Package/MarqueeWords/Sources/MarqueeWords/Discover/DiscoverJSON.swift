import MarqueeDomain

/// The `--json` document of `marquee discover` (schema `marquee.discover/1`).
public struct DiscoverJSON: Encodable {
    /// One row: featured or a genre chart.
    public struct Section: Encodable {
        let kind: String
        @NullEncoded var genre: String?
        let title: String
        let source: SourceJSON
        let films: [FilmJSON]

    }

    /// One film in a row, with its rank and what the store says about it.
    public struct FilmJSON: Encodable {
        let rank: Int
        let movie: MovieJSON
        let store: ShopFactsJSON

        /// Creates the value from its parts.
        public init(rank: Int, movie: MovieJSON, store: ShopFactsJSON) {
            self.rank = rank
            self.movie = movie
            self.store = store
        }
    }

    let schema = "marquee.discover/1"
    let country: String
    @NullEncoded var genre: String?
    let source: SourceJSON
    @NullEncoded var storeError: String?
    let sections: [Section]

    /// Builds the document from the command's result.
    public init(_ catalog: DiscoverCatalog, country: String, genre: ChartGenre?, text: DiscoverText) {
        self.country = country
        self.genre = genre?.rawValue
        source = SourceJSON(catalog.source)
        storeError = catalog.storeFailure.map { FailureMessage(l10n: text.l10n).catalog($0) }
        sections = catalog.sections.map { section in
            let genre: String? = if case .genre(let genre) = section.kind { genre.rawValue } else { nil }
            return Section(
                kind: genre == nil ? "featured" : "genre",
                genre: genre,
                title: text.title(section.kind, bundled: section.source == .bundled),
                source: SourceJSON(section.source),
                films: section.movies.enumerated().map {
                    FilmJSON(
                        rank: $0.offset + 1, movie: MovieJSON($0.element),
                        store: ShopFactsJSON($0.element, l10n: text.l10n))
                }
            )
        }
    }

}
