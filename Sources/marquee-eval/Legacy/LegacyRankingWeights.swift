// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/RankingWeights.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The tuning constants of the taste ranking, named so tests and docs can refer to them.
///
/// The first five are Kino's published rule; the rest are what 17,000 real films needed on top.
struct LegacyRankingWeights: Hashable, Sendable {
    /// Points for each preferred genre a film has (Kino: 2.4).
    var preferredGenre = 2.4
    /// Points for each genre shared with each liked film (Kino: 1.15).
    var likedGenre = 1.15
    /// Points for each genre shared with each saved film (Kino: 0.7).
    var savedGenre = 0.7
    /// Points when the film itself is saved (Kino: 0.6).
    var savedItself = 0.6
    /// Points when the film itself is liked (Kino: 0.3).
    var likedItself = 0.3
    /// Points for each liked film by the same director.
    var likedDirector = 1.2
    /// Points for each saved film by the same director.
    var savedDirector = 0.6
    /// Points for each cast member shared with a liked film.
    var likedCast = 0.4
    /// Points for each cast member shared with a saved film.
    var savedCast = 0.2
    /// The most that shared cast can add, so an ensemble film is not lifted by head count alone.
    var castCap = 1.2
    /// How many reviews' worth of the catalog mean every critic score is shrunk toward.
    ///
    /// With 20, a 9.5 from 3 reviews counts as about 7.5, while an 8.8 from 200 stays about 8.7.
    var priorReviewCount = 20.0
    /// Shrunk critic score at or above which a film is a "Critic favorite" (Kino: 8.2).
    var criticFavoriteThreshold = 8.2
    /// Shrunk critic score at or above which a film is "Highly rated" (Kino: 7.8).
    var highlyRatedThreshold = 7.8
    /// Points taken off, while picking, for each already-picked film from the same decade.
    var sameDecadePenalty = 0.6
    /// Points taken off, while picking, per already-picked film, scaled by genre overlap (Jaccard).
    var genreOverlapPenalty = 0.9

    /// Kino's rule plus Marquee's fixes, as shipped.
    static let standard = LegacyRankingWeights()

    /// Creates the standard weights; adjust fields individually.
    init() {}
}
