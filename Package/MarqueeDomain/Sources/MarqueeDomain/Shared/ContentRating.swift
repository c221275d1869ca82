/// A content rating (MPAA for films, US TV Parental Guidelines for shows).
public enum ContentRating: String, CaseIterable, Hashable, Sendable {
    case g = "G"
    case pg = "PG"
    case pg13 = "PG-13"
    case r = "R"
    case nc17 = "NC-17"
    case notRated = "NR"
    case tvY = "TV-Y"
    case tvY7 = "TV-Y7"
    case tvG = "TV-G"
    case tvPG = "TV-PG"
    case tv14 = "TV-14"
    case tvMA = "TV-MA"

    /// How mature the content is, from 0 (for everyone) upward; `nil` when unrated.
    public var maturity: Int? {
        switch self {
        case .g, .tvY, .tvG: 0
        case .tvY7: 1
        case .pg, .tvPG: 2
        case .pg13, .tv14: 3
        case .r, .tvMA: 4
        case .nc17: 5
        case .notRated: nil
        }
    }

    /// Reads a rating as the catalog or a user writes it, for example `pg13`, `PG-13` or `Unrated`.
    public static func parse(_ text: String) -> ContentRating? {
        let key = text.uppercased().filter { $0.isLetter || $0.isNumber }
        if let match = allCases.first(where: { $0.rawValue.filter { $0.isLetter || $0.isNumber } == key }) {
            return match
        }
        switch key {
        case "GP", "MPG", "M": return .pg
        case "X": return .nc17
        case "UNRATED", "NOTRATED", "UR": return .notRated
        default: return nil
        }
    }
}
