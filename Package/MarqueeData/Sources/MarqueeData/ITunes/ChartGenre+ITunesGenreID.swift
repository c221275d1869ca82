import MarqueeDomain

extension ChartGenre {
    /// The iTunes movie genre id used in the chart URL and in an RSS entry's `category.attributes.im:id`.
    public var iTunesGenreID: Int {
        switch self {
        case .actionAndAdventure: 4401
        case .comedy: 4404
        case .drama: 4406
        case .horror: 4408
        case .kidsAndFamily: 4410
        case .sciFiAndFantasy: 4413
        case .thriller: 4416
        }
    }

    /// The chart genre with an iTunes genre id.
    /// - Parameter iTunesGenreID: an id such as 4401.
    public init?(iTunesGenreID: Int) {
        guard let genre = Self.allCases.first(where: { $0.iTunesGenreID == iTunesGenreID }) else { return nil }
        self = genre
    }
}
