import Foundation

@testable import MarqueeDomain

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

    /// Scores one film in the context of `movies`, with the same prior `rank` would use.
    static func score(
        _ movie: Movie,
        in movies: [Movie] = Films.all,
        profile: UserProfile,
        weights: RankingWeights = .standard
    ) -> FilmScore {
        RecommendationEngine(weights: weights).score(
            movie,
            taste: taste(profile, over: movies, weights: weights),
            prior: CriticPrior(measuring: movies, weight: weights.priorReviewCount)
        )
    }

    /// Weights under which the engine computes exactly Kino's rule: raw critic score, no people, no variety.
    static var kinoWeights: RankingWeights {
        var weights = RankingWeights()
        weights.likedDirector = 0
        weights.savedDirector = 0
        weights.likedCast = 0
        weights.savedCast = 0
        weights.priorReviewCount = 0
        weights.sameDecadePenalty = 0
        weights.genreOverlapPenalty = 0
        return weights
    }
}

extension UserProfile {
    /// This profile with one more reaction recorded at `date`.
    func applying(_ reaction: Reaction, to movie: Movie, at date: Date = Moments.first) -> UserProfile {
        var copy = self
        copy.apply(reaction, to: movie.id, at: date)
        return copy
    }
}
