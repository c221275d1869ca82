import Foundation
import MarqueeDomainTestSupport

@testable import MarqueeDomain
@testable import MarqueeRanking

/// Shortcuts for ranking a catalog the way ``LoadFeedUseCase`` does.
enum Ranking {
    /// Folds `profile` against `movies` and ranks them.
    static func rank(
        _ movies: [Movie] = Films.all,
        profile: UserProfile,
        weights: RankingWeights = .standard,
        limit: Int,
        genre: Genre? = nil
    ) -> [Recommendation] {
        RecommendationEngine(weights: weights).rank(
            movies, taste: taste(profile, over: movies, weights: weights), limit: limit, genre: genre)
    }

    /// Folds `profile`, finding reacted films in `movies`.
    static func taste(_ profile: UserProfile, over movies: [Movie] = Films.all, weights: RankingWeights = .standard)
        -> TasteModel
    {
        let byID = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0) })
        return TasteModel(profile: profile, weights: weights, lookup: { byID[$0] })
    }

    /// Scores one film in the context of `movies`, with the same prior and genre rarity `rank` would use.
    static func score(
        _ movie: Movie,
        in movies: [Movie] = Films.all,
        profile: UserProfile,
        weights: RankingWeights = .standard
    ) -> FilmScore {
        var folded = taste(profile, over: movies, weights: weights)
        folded.measureRarity(of: movies)
        return RecommendationEngine(weights: weights).score(
            movie,
            taste: folded,
            prior: CriticPrior(measuring: movies, weight: weights.priorReviewCount)
        )
    }

    /// The standard weights without the picker's variety penalties, so a feed is exactly the score order.
    static var plainWeights: RankingWeights {
        var weights = RankingWeights()
        weights.sameDecadePenalty = 0
        weights.genreOverlapPenalty = 0
        // The co-rating term alone, as its contract states it: without the share of the audience prior's points it
        // adds while a profile is new, nor the part of it that yields to the prior (`AudiencePriorTests` reads both).
        weights.coLikedPriorShare = 0
        weights.coLikedPriorYield = 0
        return weights
    }

    /// How distinctive a genre is in `movies`, as the engine weighs it: `ln(films / films with it) + 0.1`.
    static func rarity(_ genre: Genre, in movies: [Movie] = Films.all) -> Double {
        log(Double(movies.count) / Double(max(movies.filter { $0.genres.contains(genre) }.count, 1))) + 0.1
    }
}
