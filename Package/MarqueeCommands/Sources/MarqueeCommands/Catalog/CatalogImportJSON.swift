import MarqueePresentation
import MarqueeWords

/// `marquee catalog import-imdb --json`: what the new catalog holds, and the data's terms (`marquee.catalog/1`).
struct CatalogImportJSON: Encodable {
    let schema = "marquee.catalog/1"
    let path: String
    let films: Int
    let added: Int
    let filled: Int
    let years: [Int]?
    let terms: String

    init(_ summary: IMDbOverlaySummary, l10n: Localizer) {
        path = summary.path
        films = summary.films
        added = summary.added
        filled = summary.filled ?? 0
        years = summary.years.map { [$0.lowerBound, $0.upperBound] }
        terms = CatalogText(l10n: l10n).terms
    }
}
