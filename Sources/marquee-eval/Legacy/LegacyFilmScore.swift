// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/FilmScore.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// The score of one film under a taste model, with the terms it was built from.
///
/// Keeping the terms is what lets every reason chip be true: a chip is a term, never a guess.
struct LegacyFilmScore: Hashable, Sendable {
    /// The total score.
    let total: Double
    /// The shrunk critic score the total started from.
    let base: Double
    /// Every non-zero term, strongest first.
    let reasons: [RecommendationReason]
}
