import MarqueeDomain

/// Says in plain words what the bundled catalog covers, and what a request outside it got instead.
///
/// Years and minutes go in as text: `%d` would group them by the locale ("2,016").
public struct CoverageText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// `Bundled catalog: 18,965 films, 1902–2016`.
    public func span(_ span: CatalogSpan) -> String {
        let count = l10n.count(span.filmCount)
        return l10n(.coverageSpan, count, String(span.years.lowerBound), String(span.years.upperBound))
    }

    /// The note above an `ask` answer whose years lie outside the catalog.
    public func ask(_ closest: ClosestYears) -> String {
        l10n(
            .coverageAskClosestYears, String(closest.span.years.lowerBound),
            String(closest.span.years.upperBound), String(closest.used.lowerBound), String(closest.used.upperBound))
    }

    /// The note under `recommend` picks for which the local engine loosened the form.
    public func form(_ relaxation: FormRelaxation) -> String {
        switch relaxation {
        case .closestYears(let closest):
            l10n(
                .coverageFormClosestYears, String(closest.span.years.lowerBound),
                String(closest.span.years.upperBound), String(closest.used.lowerBound),
                String(closest.used.upperBound), String(closest.asked.lowerBound))
        case .otherYears(let requested, let rating, let introduced?, let used):
            l10n(
                .coverageFormRatingIntroduced, rating.rawValue, String(introduced), String(used.lowerBound),
                String(used.upperBound), String(requested))
        case .otherYears(let requested, .notRated, nil, let used):
            l10n(
                .coverageFormOtherYearsAnyRating, String(requested), String(used.lowerBound),
                String(used.upperBound))
        case .otherYears(let requested, let rating, nil, let used):
            l10n(
                .coverageFormOtherYears, rating.rawValue, String(requested), String(used.lowerBound),
                String(used.upperBound))
        case .otherRuntimes(let minutes, .notRated):
            l10n(.coverageFormOtherRuntimesAnyRating, String(minutes))
        case .otherRuntimes(let minutes, let rating):
            l10n(.coverageFormOtherRuntimes, rating.rawValue, String(minutes))
        }
    }
}
