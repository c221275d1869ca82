import MarqueeDomain

/// Prints Discover: a heading, where the films came from, then each row's films.
public struct DiscoverText {
    /// How many films a row shows in text; `--json` has them all.
    static let featuredRows = 10
    static let genreRows = 5

    let console: Console
    /// The language.
    public let l10n: Localizer
    let sources: SourceText

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer, sources: SourceText) {
        self.console = console
        self.l10n = l10n
        self.sources = sources
    }

    /// Whether a bundled row shows a film the person's IMDb catalog added or filled in, so its source is named.
    public static func showsIMDb(_ catalog: DiscoverCatalog) -> Bool {
        catalog.sections.contains { $0.source == .bundled && $0.movies.contains { $0.imdb != nil } }
    }

    /// The words for it, in the localizer's language.
    public func text(_ catalog: DiscoverCatalog) -> String {
        let bundled = catalog.source == .bundled
        var lines = [
            console.bold(
                bundled ? l10n(.discoverHeadingBundled) : l10n(.discoverHeading, sources.country.uppercased()))
        ]
        lines.append(sources.line([catalog.source], imdb: Self.showsIMDb(catalog)))
        if let failure = catalog.storeFailure {
            lines.append(l10n(.storeFallbackDiscover, FailureMessage(l10n: l10n).catalog(failure)))
        }
        let line = FilmLine(console: console, l10n: l10n)
        for section in catalog.sections {
            var heading = title(section.kind, bundled: section.source == .bundled)
            if sources.short(section.source) != sources.short(catalog.source) {
                heading += " (" + sources.short(section.source) + ")"
            }
            lines += ["", console.bold(heading)]
            let shown = section.movies.prefix(section.kind == .featured ? Self.featuredRows : Self.genreRows)
            lines += shown.map { "  " + line.text($0) }
            if section.movies.isEmpty { lines.append("  " + l10n(.discoverEmpty)) }
        }
        return lines.joined(separator: "\n")
    }

    /// A row's title: `Top Movies`, `Best rated`, or the chart genre's name.
    public func title(_ kind: DiscoverSection.Kind, bundled: Bool) -> String {
        switch kind {
        case .featured: bundled ? l10n(.discoverFeaturedBundled) : l10n(.discoverFeatured)
        case .genre(let genre): l10n(.chart(genre))
        }
    }
}
