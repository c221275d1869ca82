// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/RecommendationEngine.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Ranks films for a user: Kino's rule, fixed for a real 17,000-film catalog.
///
/// Pure and deterministic: the same catalog and profile always give the same feed.
/// The rule, term by term (each term is also a reason chip):
/// - base: the critic score, shrunk toward the catalog mean by review count;
/// - +2.4 for each preferred genre the film has;
/// - +1.15 per genre shared with each liked film, +0.7 with each saved film;
/// - lifts for the directors and cast of liked and saved films;
/// - +0.6 if the film itself is saved, +0.3 if liked.
/// Passed films never appear, and a film does not count as similar to itself.
struct LegacyRecommendationEngine: Sendable {
    /// The tuning constants.
    let weights: LegacyRankingWeights

    /// Creates an engine.
    init(weights: LegacyRankingWeights = .standard) { self.weights = weights }

    /// Scores one film.
    /// - Parameters:
    ///   - movie: the film.
    ///   - taste: the folded profile.
    ///   - prior: the critic prior of the catalog.
    /// - Returns: the score and its terms.
    func score(_ movie: Movie, taste: LegacyTasteModel, prior: LegacyCriticPrior) -> LegacyFilmScore {
        let isLiked = taste.profile.liked[movie.id] != nil
        let isSaved = taste.profile.saved[movie.id] != nil
        let base = prior.score(movie)
        var reasons: [RecommendationReason] = []
        if base >= weights.criticFavoriteThreshold {
            reasons.append(.init(.criticFavorite(score: base), contribution: base))
        } else if base >= weights.highlyRatedThreshold {
            reasons.append(.init(.highlyRated(score: base), contribution: base))
        }
        var total = base
        let ownGenre = (isLiked ? weights.likedGenre : 0) + (isSaved ? weights.savedGenre : 0)
        for genre in movie.genres {
            if taste.preferredGenres.contains(genre) {
                total += weights.preferredGenre
                reasons.append(.init(.preferredGenre(genre), contribution: weights.preferredGenre))
            }
            let affinity = taste.genreAffinity[genre.index] - ownGenre
            if affinity > 1e-9 {
                total += affinity
                reasons.append(.init(.genreYouLike(genre), contribution: affinity))
            }
        }
        total += people(movie, taste: taste, isLiked: isLiked, isSaved: isSaved, reasons: &reasons)
        if isSaved {
            total += weights.savedItself
            reasons.append(.init(.youSavedIt, contribution: weights.savedItself))
        }
        if isLiked {
            total += weights.likedItself
            reasons.append(.init(.youLikedIt, contribution: weights.likedItself))
        }
        reasons.sort { $0.contribution > $1.contribution }
        return LegacyFilmScore(total: total, base: base, reasons: reasons)
    }

    /// Ranks a catalog and picks a varied feed from the top of it.
    /// - Parameters:
    ///   - movies: the films to rank.
    ///   - taste: the folded profile.
    ///   - limit: how many recommendations to return.
    ///   - genre: when set, only films with this genre are considered.
    /// - Returns: up to `limit` recommendations, best first, never a passed film.
    func rank(_ movies: [Movie], taste: LegacyTasteModel, limit: Int, genre: Genre? = nil) -> [Recommendation] {
        guard limit > 0, !movies.isEmpty else { return [] }
        let prior = LegacyCriticPrior(measuring: movies, weight: weights.priorReviewCount)
        let limit = min(limit, movies.count)
        let poolSize = min(movies.count, max(40, limit * 8))
        var pool = LegacyTopScores(capacity: poolSize)
        for (index, movie) in movies.enumerated() {
            if let genre, !movie.genres.contains(genre) { continue }
            if taste.mayHaveReacted(to: movie.id), taste.profile.passed[movie.id] != nil { continue }
            let score = quickScore(movie, taste: taste, prior: prior)
            pool.offer(index: index, score: score, base: prior.score(movie), id: movie.id)
        }
        let candidates = pool.sorted().map { entry in
            (movie: movies[entry.index], score: score(movies[entry.index], taste: taste, prior: prior))
        }
        return LegacyFeedDiversifier(weights: weights).pick(limit, from: candidates).map { candidate in
            Recommendation(
                movie: candidate.movie,
                score: candidate.score.total,
                reasons: candidate.score.reasons,
                engine: .localTaste
            )
        }
    }

    /// The total score without building reasons: the hot loop over every film.
    func quickScore(_ movie: Movie, taste: LegacyTasteModel, prior: LegacyCriticPrior) -> Double {
        let reacted = taste.mayHaveReacted(to: movie.id)
        let isLiked = reacted && taste.profile.liked[movie.id] != nil
        let isSaved = reacted && taste.profile.saved[movie.id] != nil
        var total = prior.score(movie)
        let ownGenre = (isLiked ? weights.likedGenre : 0) + (isSaved ? weights.savedGenre : 0)
        var bits = movie.genres.rawValue
        // Same terms in the same order as `score`, so the two agree to the last bit.
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            if taste.preferredGenres.rawValue & (1 << UInt32(index)) != 0 { total += weights.preferredGenre }
            let affinity = taste.genreAffinity[index] - ownGenre
            if affinity > 1e-9 { total += affinity }
            bits &= bits - 1
        }
        var ignored: [RecommendationReason] = []
        if !taste.directors.isEmpty || !taste.cast.isEmpty {
            total += people(movie, taste: taste, isLiked: isLiked, isSaved: isSaved, reasons: &ignored)
        }
        if isSaved { total += weights.savedItself }
        if isLiked { total += weights.likedItself }
        return total
    }

    private func people(
        _ movie: Movie,
        taste: LegacyTasteModel,
        isLiked: Bool,
        isSaved: Bool,
        reasons: inout [RecommendationReason]
    ) -> Double {
        var total = 0.0
        let ownDirector = (isLiked ? weights.likedDirector : 0) + (isSaved ? weights.savedDirector : 0)
        for name in movie.directors {
            guard taste.mayWeigh(name), let entry = taste.directors[name] else { continue }
            let lift = entry.weight - ownDirector
            guard lift > 1e-9, let credit = entry.credit(excluding: movie.id) else { continue }
            total += lift
            reasons.append(.init(.director(name: name, becauseOf: credit), contribution: lift))
        }
        guard !taste.cast.isEmpty else { return total }
        let ownCast = (isLiked ? weights.likedCast : 0) + (isSaved ? weights.savedCast : 0)
        var castTotal = 0.0
        var strongest: (name: String, credit: String, lift: Double)?
        for name in movie.cast {
            guard taste.mayWeigh(name), let entry = taste.cast[name] else { continue }
            let lift = entry.weight - ownCast
            guard lift > 1e-9, let credit = entry.credit(excluding: movie.id) else { continue }
            castTotal += lift
            if lift > (strongest?.lift ?? 0) { strongest = (name, credit, lift) }
        }
        castTotal = min(castTotal, weights.castCap)
        if let strongest, castTotal > 0 {
            reasons.append(.init(.cast(name: strongest.name, becauseOf: strongest.credit), contribution: castTotal))
        }
        return total + castTotal
    }
}
