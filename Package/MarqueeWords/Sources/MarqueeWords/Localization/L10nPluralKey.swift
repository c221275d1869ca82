// swift-format-ignore-file
// One case a line reads better than cases wrapped at 120 columns.

/// The key of a counted text, without its `.one` or `.other` ending, so that a mistyped key does not compile.
///
/// A test checks that every case has both forms in every language, and that their placeholders match `arity`.
public enum L10nPluralKey: String, CaseIterable, Sendable {
    /// Text shared by every command: usage errors, failures, help scaffolding and film facts.
    case
        failureRateLimitedSeconds = "failure.rateLimitedSeconds",
        movieCritics = "movie.critics",
        movieTomatometer = "movie.tomatometer",
        movieAudience = "movie.audience",
        reasonPopularWithAudiences = "reason.popularWithAudiences"

    /// Text of the store features: Discover, merged search, enriched film detail, deep links, and data sources.
    case
        ageMinutes = "age.minutes",
        ageHours = "age.hours",
        ageDays = "age.days"

    /// Text of `marquee recommend`: the form, who answered, the picks, their reasons and every failure.
    case
        recommendSeasons = "recommend.seasons",
        recommendDiscarded = "recommend.discarded",
        recommendFilterSome = "recommend.filter.some",
        recommenderTimedOut = "recommender.timedOut"

    /// Text of `marquee ask` and `marquee chat`: headings, labels, the offline answer's reasons and every model failure.
    case
        askUnreadable = "ask.unreadable"

    /// Text of `marquee export` and `marquee import`: Letterboxd-compatible CSV.
    case
        countFilms = "count.films",
        countRows = "count.rows",
        importPassed = "import.passed",
        importWithoutReaction = "import.withoutReaction",
        importUnmatched = "import.unmatched"

    /// How many arguments the text takes after its count.
    public var arity: Int {
        switch self {
        case .askUnreadable, .movieCritics, .movieTomatometer, .movieAudience, .reasonPopularWithAudiences: 1
        case .recommendFilterSome: 2
        default: 0
        }
    }
}
