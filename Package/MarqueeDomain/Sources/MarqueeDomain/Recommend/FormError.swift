/// Why one field of the form was not accepted; each case keeps what the user typed.
public enum FormError: Error, Hashable, Sendable {
    /// The field was left empty.
    case missing(FormField)
    /// The year is not a whole number.
    case yearNotANumber(String)
    /// The year is a number outside the accepted range.
    case yearOutOfRange(Int, accepted: ClosedRange<Int>)
    /// The duration is not minutes, hours and minutes, or seasons, or it is zero or implausibly long.
    case durationUnreadable(String)
    /// Seasons were given for a film, which has a running time instead.
    case seasonsForMovie(String)
    /// The type is neither a movie nor a TV show.
    case unknownType(String)
    /// The rating is not one the form accepts.
    case unknownRating(String)

    /// The field the error is about.
    public var field: FormField {
        switch self {
        case .missing(let field): field
        case .yearNotANumber, .yearOutOfRange: .year
        case .durationUnreadable, .seasonsForMovie: .duration
        case .unknownType: .type
        case .unknownRating: .rating
        }
    }
}
