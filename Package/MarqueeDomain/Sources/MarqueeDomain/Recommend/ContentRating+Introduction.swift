extension ContentRating {
    /// The year the MPAA introduced this film rating, or `nil` for TV ratings and NR.
    public var mpaaIntroduction: Int? {
        switch self {
        case .g, .r: 1968
        case .pg: 1972
        case .pg13: 1984
        case .nc17: 1990
        default: nil
        }
    }
}
