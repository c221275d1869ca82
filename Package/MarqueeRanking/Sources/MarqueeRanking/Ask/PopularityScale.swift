import MarqueeDomain

/// How many ratings make a film well known or little known in this catalog: critic reviews plus MovieLens
/// ratings, against the catalog's own percentiles, so the reading follows the catalog rather than fixed counts.
struct PopularityScale {
    /// The fewest ratings of the catalog's most-rated tenth: at or above it a film is well known.
    let wellKnownFrom: Int
    /// The catalog's 75th percentile: a little-known film has fewer ratings than this.
    let littleKnownBelow: Int
    /// The lowest shown score (out of 10) a little-known film needs: "hidden gem" and "underrated" mean good.
    static let littleKnownScore = 7.0

    /// Measures a catalog's percentiles.
    init(measuring movies: [Movie]) {
        let counts = movies.map(Self.ratings).sorted()
        guard !counts.isEmpty else {
            wellKnownFrom = 0
            littleKnownBelow = 0
            return
        }
        wellKnownFrom = counts[counts.count * 9 / 10]
        littleKnownBelow = counts[counts.count * 3 / 4]
    }

    /// Critic reviews plus MovieLens ratings.
    static func ratings(_ movie: Movie) -> Int { movie.reviewCount + (movie.audience?.ratings ?? 0) }

    /// The score a film shows: its critic average from 5 or more reviews, else its audience mean out of 10 from 10
    /// or more ratings.
    static func shownScore(_ movie: Movie) -> Double? {
        if let critic = movie.criticScore, movie.reviewCount >= 5 { return critic }
        if let audience = movie.audience, audience.ratings >= 10 { return audience.outOfTen }
        return nil
    }

    /// Whether a film is as well known as asked.
    func admits(_ movie: Movie, _ popularity: AskPopularity) -> Bool {
        switch popularity {
        case .wellKnown:
            return Self.ratings(movie) >= wellKnownFrom
        case .littleKnown:
            return Self.ratings(movie) < littleKnownBelow && (Self.shownScore(movie) ?? 0) >= Self.littleKnownScore
        }
    }
}
