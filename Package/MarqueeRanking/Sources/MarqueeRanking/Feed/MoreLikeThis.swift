import MarqueeDomain

/// "People who liked this also liked": a film's co-rating neighbours that are also good films.
///
/// The neighbours come from the co-rating model (`Movie.coLiked`), strongest first; a neighbour whose
/// quality is below `minimumQuality` is left out, so a popular bad film is never suggested, and so is a negative
/// link (a film this one's fans like less than its popularity predicts).
public struct MoreLikeThis: Sendable {
    /// The lowest shrunk quality, out of 10, a suggestion may have.
    public var minimumQuality = 7.0
    /// The most suggestions.
    public var limit = 5

    /// Creates the rule with its standard bounds.
    public init() {}

    /// The suggestions for one film.
    /// - Parameters:
    ///   - movie: the film the person is looking at.
    ///   - lookup: finds a neighbour in the catalog; neighbours it cannot find are skipped.
    ///   - prior: the catalog's quality prior.
    /// - Returns: up to `limit` recommendations, strongest link first, each saying why.
    public func films(like movie: Movie, lookup: (MovieID) -> Movie?, prior: CriticPrior) -> [Recommendation] {
        var picks: [Recommendation] = []
        for neighbour in movie.coLiked where picks.count < limit && neighbour.weight > 0 {
            guard let film = lookup(neighbour.id) else { continue }
            let quality = prior.score(film)
            guard quality >= minimumQuality else { continue }
            let reasons = [
                RecommendationReason(.coLiked(becauseOf: movie.title), contribution: neighbour.weight),
                RecommendationReason(.highlyRated(score: quality), contribution: quality),
            ]
            picks.append(Recommendation(movie: film, score: neighbour.weight, reasons: reasons, engine: .localTaste))
        }
        return picks
    }
}
