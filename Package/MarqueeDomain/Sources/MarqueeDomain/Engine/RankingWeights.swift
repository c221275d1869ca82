/// The tuning constants of the taste ranking, named so tests and docs can refer to them.
///
/// The first five are Kino's published rule; the rest are what 17,000 real films needed on top.
public struct RankingWeights: Hashable, Sendable {
    /// Points for each preferred genre a film has (Kino: 2.4).
    public var preferredGenre = 2.4
    /// Points for each genre shared with each liked film (Kino: 1.15).
    public var likedGenre = 1.15
    /// Points for each genre shared with each saved film (Kino: 0.7).
    public var savedGenre = 0.7
    /// Points when the film itself is saved (Kino: 0.6).
    public var savedItself = 0.6
    /// Points when the film itself is liked (Kino: 0.3).
    public var likedItself = 0.3
    /// Points for each liked film by the same director.
    public var likedDirector = 1.2
    /// Points for each saved film by the same director.
    public var savedDirector = 0.6
    /// Points for each cast member shared with a liked film.
    public var likedCast = 0.4
    /// Points for each cast member shared with a saved film.
    public var savedCast = 0.2
    /// The most that shared cast can add, so an ensemble film is not lifted by head count alone.
    public var castCap = 1.2
    /// How many reviews' worth of the catalog mean every critic score is shrunk toward.
    ///
    /// With 20, a 9.5 from 3 reviews counts as about 7.5, while an 8.8 from 200 stays about 8.7.
    public var priorReviewCount = 20.0
    /// Shrunk critic score at or above which a film is a "Critic favorite" (Kino: 8.2).
    public var criticFavoriteThreshold = 8.2
    /// Shrunk critic score at or above which a film is "Highly rated" (Kino: 7.8).
    public var highlyRatedThreshold = 7.8
    /// Points taken off, while picking, for each already-picked film from the same decade.
    public var sameDecadePenalty = 0.6
    /// Points taken off, while picking, per already-picked film, scaled by genre overlap (Jaccard).
    public var genreOverlapPenalty = 0.9

    /// Kino's rule plus Marquee's fixes, as shipped.
    public static let standard = RankingWeights()

    /// Creates the standard weights; adjust fields individually.
    public init() {}
}
