import MarqueeDomain

/// Checks the form the way the seed's form was forgiving, without ever putting a different value in place of a bad one.
///
/// The seed silently sent year 2000 for "20x0", rating PG for "PG-15" and Movie for "podcast". Here each of
/// those is a `FormError` naming the field, and the accepted values are listed below for every screen to show.
public struct RecommendationFormParser: Sendable {
    /// The years the form accepts: 1900 through next year.
    public let acceptedYears: ClosedRange<Int>

    /// The ratings the form accepts, in the order help texts list them.
    public static let acceptedRatings: [ContentRating] = ContentRating.allCases
    /// The types the form accepts.
    public static let acceptedTypes: [FormContentType] = FormContentType.allCases
    /// Examples of every duration format the form reads.
    public static let durationExamples = ["120", "90 min", "1h 30m", "2h", "2 Seasons"]
    /// The longest running time accepted, in minutes; longer is taken for a typo.
    public static let maximumMinutes = 600
    /// The most seasons accepted.
    public static let maximumSeasons = 99

    /// Creates a parser.
    /// - Parameter currentYear: this year, injected so "next year" is testable.
    public init(currentYear: Int) {
        acceptedYears = 1900...(currentYear + 1)
    }

    /// Checks every field and builds the form.
    /// - Parameter input: the form as typed.
    /// - Returns: the checked form.
    /// - Throws: the first `FormError`, in field order; use ``problems(in:)`` for all of them.
    public func parse(_ input: RecommendationFormInput) throws(FormError) -> RecommendationForm {
        if let problem = problems(in: input).first { throw problem }
        return RecommendationForm(
            year: try year(input.year),
            duration: try duration(input.duration),
            contentType: try contentType(input.type),
            rating: try rating(input.rating),
            includesMilder: input.includesMilder
        )
    }

    /// Every problem of the form, one per field at most, in field order.
    /// - Parameter input: the form as typed.
    /// - Returns: the problems; empty when the form is valid.
    public func problems(in input: RecommendationFormInput) -> [FormError] {
        FormField.allCases.compactMap { check($0, in: input) }
    }

    /// The problem of one field, if any, for field-by-field messages.
    ///
    /// The duration is checked against the type too: seasons are for shows only.
    /// - Parameters:
    ///   - field: the field to check.
    ///   - input: the whole form, for checks that span fields.
    /// - Returns: the field's problem, or `nil` when it is fine.
    public func check(_ field: FormField, in input: RecommendationFormInput) -> FormError? {
        do throws(FormError) {
            switch field {
            case .year: _ = try year(input.year)
            case .duration:
                if case .seasons = try duration(input.duration), (try? contentType(input.type)) == .movie {
                    return .seasonsForMovie(Self.trimmed(input.duration))
                }
            case .type: _ = try contentType(input.type)
            case .rating: _ = try rating(input.rating)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Reads a release year: a whole number from 1900 through next year.
    /// - Parameter text: the year as typed.
    /// - Returns: the year.
    /// - Throws: `FormError.missing`, `FormError.yearNotANumber` or
    ///   `FormError.yearOutOfRange`.
    public func year(_ text: String) throws(FormError) -> Int {
        let text = Self.trimmed(text)
        guard !text.isEmpty else { throw .missing(.year) }
        guard let year = Int(text) else { throw .yearNotANumber(text) }
        guard acceptedYears.contains(year) else { throw .yearOutOfRange(year, accepted: acceptedYears) }
        return year
    }

    /// Reads a duration: `120`, `90 min`, `1h 30m`, `2h` or `2 Seasons`.
    /// - Parameter text: the duration as typed.
    /// - Returns: minutes or seasons.
    /// - Throws: `FormError.missing` or `FormError.durationUnreadable`.
    public func duration(_ text: String) throws(FormError) -> FormDuration {
        let text = Self.trimmed(text)
        guard !text.isEmpty else { throw .missing(.duration) }
        guard let duration = FormDurationText.parse(text) else { throw .durationUnreadable(text) }
        switch duration {
        case .minutes(let minutes) where (1...Self.maximumMinutes).contains(minutes): return duration
        case .seasons(let seasons) where (1...Self.maximumSeasons).contains(seasons): return duration
        default: throw .durationUnreadable(text)
        }
    }

    /// Reads a type: `movie` or `film`, or `tv`, `TV Show`, `show` or `series`, in any case.
    /// - Parameter text: the type as typed.
    /// - Returns: the type.
    /// - Throws: `FormError.missing` or `FormError.unknownType`.
    public func contentType(_ text: String) throws(FormError) -> FormContentType {
        let text = Self.trimmed(text)
        guard !text.isEmpty else { throw .missing(.type) }
        switch Self.key(text) {
        case "MOVIE", "MOVIES", "FILM", "FILMS": return .movie
        case "TV", "TVSHOW", "TVSHOWS", "SHOW", "SHOWS", "SERIES", "TVSERIES": return .tvShow
        default: throw .unknownType(text)
        }
    }

    /// Reads a rating in any case, with or without hyphens: `pg13` is PG-13, `Unrated` and `UR` are NR.
    /// - Parameter text: the rating as typed.
    /// - Returns: the rating.
    /// - Throws: `FormError.missing` or `FormError.unknownRating`; historical or foreign labels
    ///   (`M`, `X`, `PG-15`, `16+`) are refused rather than guessed.
    public func rating(_ text: String) throws(FormError) -> ContentRating {
        let text = Self.trimmed(text)
        guard !text.isEmpty else { throw .missing(.rating) }
        let key = Self.key(text)
        if let rating = Self.acceptedRatings.first(where: { Self.key($0.rawValue) == key }) { return rating }
        if ["UNRATED", "NOTRATED", "UR"].contains(key) { return .notRated }
        throw .unknownRating(text)
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Upper-case letters and digits only, so `pg-13`, `PG 13` and `PG13` compare equal.
    private static func key(_ text: String) -> String {
        String(text.uppercased().filter { $0.isLetter || $0.isNumber })
    }
}
