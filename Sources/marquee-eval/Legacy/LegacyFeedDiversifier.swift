// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/FeedDiversifier.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Picks a varied feed from the best-scored candidates.
///
/// With real tastes the top of a ranking is often one genre from one decade. Picking greedily,
/// each candidate loses a little for every already-picked film it resembles, so the feed mixes
/// without ever preferring a clearly worse film. The penalty only reorders; reported scores
/// and reasons stay the film's own.
struct LegacyFeedDiversifier {
    typealias Candidate = (movie: Movie, score: LegacyFilmScore)

    let weights: LegacyRankingWeights

    func pick(_ limit: Int, from candidates: [Candidate]) -> [Candidate] {
        var remaining = candidates
        var picked: [Candidate] = []
        while picked.count < limit, !remaining.isEmpty {
            var bestIndex = 0
            var bestValue = -Double.infinity
            for (index, candidate) in remaining.enumerated() {
                let value = candidate.score.total - penalty(candidate.movie, picked: picked)
                if value > bestValue || (value == bestValue && isBetterTie(candidate, than: remaining[bestIndex])) {
                    bestValue = value
                    bestIndex = index
                }
            }
            picked.append(remaining.remove(at: bestIndex))
        }
        return picked
    }

    private func penalty(_ movie: Movie, picked: [Candidate]) -> Double {
        var total = 0.0
        for other in picked.map(\.movie) {
            if let year = movie.year, let otherYear = other.year, year / 10 == otherYear / 10 {
                total += weights.sameDecadePenalty
            }
            let union = (movie.genres.rawValue | other.genres.rawValue).nonzeroBitCount
            if union > 0 {
                let shared = (movie.genres.rawValue & other.genres.rawValue).nonzeroBitCount
                total += weights.genreOverlapPenalty * Double(shared) / Double(union)
            }
        }
        return total
    }

    /// Ties go to the higher-rated film, then to the lower id so the order is stable.
    private func isBetterTie(_ lhs: Candidate, than rhs: Candidate) -> Bool {
        lhs.score.base != rhs.score.base ? lhs.score.base > rhs.score.base : lhs.movie.id < rhs.movie.id
    }
}
