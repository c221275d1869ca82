import MarqueeDomain
import MarqueePresentation

/// Words for a form field's problem, naming the option and listing what it accepts.
public struct FormErrorText {
    /// The language.
    public let l10n: Localizer
    let parser: RecommendationFormParser

    /// Creates the value from its parts.
    public init(l10n: Localizer, parser: RecommendationFormParser) {
        self.l10n = l10n
        self.parser = parser
    }

    /// `G, PG, PG-13, R, NC-17, NR (or Unrated), TV-Y, …`.
    public var ratings: String {
        RecommendationFormParser.acceptedRatings.map { rating in
            rating == .notRated ? l10n(.recommendAcceptedNotRated) : rating.rawValue
        }.joined(separator: ", ")
    }

    /// The words for it, in the localizer's language.
    public func text(_ error: FormError) -> String {
        let years = parser.acceptedYears
        switch error {
        case .missing(.year):
            return l10n(.usageRecommendMissingYear, String(years.lowerBound), String(years.upperBound))
        case .missing(.duration): return l10n(.usageRecommendMissingDuration)
        case .missing(.type): return l10n(.usageRecommendMissingType)
        case .missing(.rating): return l10n(.usageRecommendMissingRating, ratings)
        case .yearNotANumber(let text):
            return l10n(.usageRecommendYearNotANumber, String(years.lowerBound), String(years.upperBound), text)
        case .yearOutOfRange(let year, let accepted):
            return l10n(
                .usageRecommendYearOutOfRange, String(accepted.lowerBound), String(accepted.upperBound), String(year)
            )
        case .durationUnreadable(let text):
            return l10n(
                .usageRecommendDurationUnreadable, text, RecommendationFormParser.maximumMinutes,
                RecommendationFormParser.maximumSeasons)
        case .seasonsForMovie(let text): return l10n(.usageRecommendSeasonsForMovie, text)
        case .unknownType(let text): return l10n(.usageRecommendUnknownType, text)
        case .unknownRating(let text): return l10n(.usageRecommendUnknownRating, text, ratings)
        }
    }
}
