import MarqueeDomain

/// The form exactly as typed, before any checking.
public struct RecommendationFormInput: Hashable, Sendable {
    /// The release year as typed.
    public var year: String
    /// The duration as typed (`120`, `90 min`, `1h 30m`, `2 Seasons`).
    public var duration: String
    /// The type as typed (`movie`, `tv`, `TV Show`).
    public var type: String
    /// The rating as typed (`pg13`, `PG-13`, `Unrated`).
    public var rating: String
    /// Whether milder ratings are welcome too.
    public var includesMilder: Bool

    /// Creates an input; every field defaults to empty.
    public init(
        year: String = "", duration: String = "", type: String = "", rating: String = "", includesMilder: Bool = false
    ) {
        self.year = year
        self.duration = duration
        self.type = type
        self.rating = rating
        self.includesMilder = includesMilder
    }

    /// The text of one field.
    public subscript(field: FormField) -> String {
        get {
            switch field {
            case .year: year
            case .duration: duration
            case .type: type
            case .rating: rating
            }
        }
        set {
            switch field {
            case .year: year = newValue
            case .duration: duration = newValue
            case .type: type = newValue
            case .rating: rating = newValue
            }
        }
    }
}
