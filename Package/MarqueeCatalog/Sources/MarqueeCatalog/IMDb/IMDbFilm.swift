import MarqueeDomain

/// A film as IMDb's datasets describe it, gathered over their passes before it becomes a `Movie`.
struct IMDbFilm {
    /// The id as written (`tt0111161`), the bundled catalog's own ids.
    let id: String
    /// `primaryTitle`.
    let title: String
    /// `originalTitle`, when it differs.
    let originalTitle: String?
    /// `startYear`.
    let year: Int?
    /// `runtimeMinutes`.
    let runtime: Int?
    /// `genres`, those Marquee knows.
    let genres: GenreSet
    /// `averageRating` and `numVotes`.
    let score: IMDbScore
    /// `directors` from `title.crew`, as person numbers.
    var directors: [UInt32] = []
    /// The acting principals as `ordering` and person number, at most ``IMDbDatasetImport/billedCastLimit``.
    var cast: [(ordering: Int, person: UInt32)] = []
    /// Titles from `title.akas` in the person's language or region.
    var alternateTitles: [String] = []

    /// Keeps a principal if it is among the first by billing order, whatever order the rows come in.
    mutating func bill(_ person: UInt32, at ordering: Int, limit: Int) {
        if cast.count < limit {
            cast.append((ordering, person))
        } else if let last = cast.indices.max(by: { cast[$0].ordering < cast[$1].ordering }),
            cast[last].ordering > ordering
        {
            cast[last] = (ordering, person)
        }
    }
}
