import MarqueeDomain
import MarqueePresentation

/// The `--json` document of `marquee recommend` (schema `marquee.recommend/1`, described in docs/CLI.md).
public struct RecommendJSON: Encodable {
    /// The form as understood.
    public struct Form: Encodable {
        let year: Int
        @NullEncoded var minutes: Int?
        @NullEncoded var seasons: Int?
        let type: String
        let rating: String
        let milder: Bool

    }

    let schema = "marquee.recommend/1"
    let form: Form
    let answeredBy: String
    @NullEncoded var backend: String?
    @NullEncoded var fallbackReason: String?
    let discarded: Int
    @NullEncoded var empty: String?
    @NullEncoded var filter: String?
    /// What the local engine loosened: `"year"` or `"runtime"`; absent when the form was answered as asked.
    let relaxed: String?
    /// The years the picks were searched in when the year was loosened; absent otherwise.
    let yearsUsed: YearsJSON?
    /// What the text output says about the loosening; absent when there is nothing to say.
    let notice: String?
    let picks: [RecommendPickJSON]

    /// Builds the document from the command's result.
    public init(state: RecommendState, answer: FormRecommendations, backend: String?, l10n: Localizer) {
        let request = answer.form
        form = Form(
            year: request.year, minutes: request.duration.minutes, seasons: Self.seasons(request.duration),
            type: request.contentType.rawValue, rating: request.rating.rawValue, milder: request.includesMilder)
        switch answer.source {
        case .service: (answeredBy, fallbackReason) = ("service", nil)
        case .local: (answeredBy, fallbackReason) = ("local", nil)
        case .localFallback(let error):
            (answeredBy, fallbackReason) = ("localFallback", RecommenderErrorText(l10n: l10n).text(error))
        }
        self.backend = backend
        discarded = answer.discarded
        empty = answer.emptyReason.map(Self.key)
        filter = RecommendFilter(state.filter).isEmpty ? nil : state.filter
        switch answer.relaxation {
        case .closestYears(let closest)?: (relaxed, yearsUsed) = ("year", YearsJSON(closest.used))
        case .otherYears(_, _, _, let used)?: (relaxed, yearsUsed) = ("year", YearsJSON(used))
        case .otherRuntimes?: (relaxed, yearsUsed) = ("runtime", nil)
        case nil: (relaxed, yearsUsed) = (nil, nil)
        }
        notice = answer.relaxation.map(CoverageText(l10n: l10n).form)
        picks = state.visiblePicks.enumerated().map { RecommendPickJSON(rank: $0.offset + 1, $0.element, l10n: l10n) }
    }

    private static func seasons(_ duration: FormDuration) -> Int? {
        guard case .seasons(let seasons) = duration else { return nil }
        return seasons
    }

    private static func key(_ reason: FormEmptyReason) -> String {
        switch reason {
        case .catalogHasFilmsOnly: "catalogHasFilmsOnly"
        case .nothingMatches: "nothingMatches"
        case .serviceFoundNothing: "serviceFoundNothing"
        }
    }
}
