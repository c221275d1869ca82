extension ContentRating {
    /// The year the MPAA introduced this film rating, or `nil` for TV ratings and NR.
    ///
    /// G and R came with the system in 1968; PG in 1972 (replacing GP and M); PG-13 in 1984; NC-17 in 1990.
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
