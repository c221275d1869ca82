import MarqueeDomain
import MarqueePresentation

/// The `--json` document of `marquee recommend` (schema `marquee.recommend/1`, described in docs/CLI.md).
public struct RecommendJSON: Encodable {
    /// The form as understood.
    public struct Form: Encodable {
        let year: Int
        let minutes: Int?
        let seasons: Int?
        let type: String
        let rating: String
        let milder: Bool

        /// Creates the value from its parts.
        public init(year: Int, minutes: Int?, seasons: Int?, type: String, rating: String, milder: Bool) {
            self.year = year
            self.minutes = minutes
            self.seasons = seasons
            self.type = type
            self.rating = rating
            self.milder = milder
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(year, forKey: .year)
            try container.encode(minutes, forKey: .minutes)
            try container.encode(seasons, forKey: .seasons)
            try container.encode(type, forKey: .type)
            try container.encode(rating, forKey: .rating)
            try container.encode(milder, forKey: .milder)
        }

        private enum CodingKeys: String, CodingKey { case year, minutes, seasons, type, rating, milder }
    }

    let schema = "marquee.recommend/1"
    let form: Form
    let answeredBy: String
    let backend: String?
    let fallbackReason: String?
    let discarded: Int
    let empty: String?
    let filter: String?
    /// What the local engine loosened: `"year"` or `"runtime"`; absent when the form was answered as asked.
    let relaxed: String?
    /// The years the picks were searched in when the year was loosened; absent otherwise.
    let yearsUsed: YearsJSON?
    /// What the text output says about the loosening; absent when there is nothing to say.
    let notice: String?
    let picks: [RecommendPickJSON]

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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(form, forKey: .form)
        try container.encode(answeredBy, forKey: .answeredBy)
        try container.encode(backend, forKey: .backend)
        try container.encode(fallbackReason, forKey: .fallbackReason)
        try container.encode(discarded, forKey: .discarded)
        try container.encode(empty, forKey: .empty)
        try container.encode(filter, forKey: .filter)
        // Only present when something was loosened, so answers as asked keep their shape.
        try container.encodeIfPresent(relaxed, forKey: .relaxed)
        try container.encodeIfPresent(yearsUsed, forKey: .yearsUsed)
        try container.encodeIfPresent(notice, forKey: .notice)
        try container.encode(picks, forKey: .picks)
    }

    private enum CodingKeys: String, CodingKey {
        case schema, form, answeredBy, backend, fallbackReason, discarded, empty, filter, relaxed, yearsUsed, notice
        case picks
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
