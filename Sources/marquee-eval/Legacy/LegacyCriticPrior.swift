// Evaluation-only copy of the ranking engine before the co-rating rule, from git 83a2789
// (MarqueeDomain/Engine/CriticPrior.swift), so Scripts/eval can rank with it beside today's engine.

import MarqueeDomain
import MarqueeRanking
import MarqueeSearch

/// Shrinks critic averages toward the catalog mean by how many reviews stand behind them.
///
/// A 9.5 average from 3 reviews says little; an 8.8 from 200 says a lot. The Bayesian average
/// `(n × average + m × mean) / (n + m)` ranks the second above the first.
struct LegacyCriticPrior: Hashable, Sendable {
    /// The review-weighted mean critic score of the catalog.
    let mean: Double
    /// How many reviews' worth of the mean is blended into every score.
    let weight: Double

    /// Creates a prior from a known mean.
    init(mean: Double, weight: Double) {
        self.mean = mean
        self.weight = weight
    }

    /// Measures the mean critic score of a catalog, counting each review once.
    /// - Parameters:
    ///   - movies: the catalog.
    ///   - weight: how many reviews' worth of the mean to blend in.
    init(measuring movies: [Movie], weight: Double) {
        var total = 0.0
        var reviews = 0.0
        for movie in movies {
            guard let score = movie.criticScore, movie.reviewCount > 0 else { continue }
            total += score * Double(movie.reviewCount)
            reviews += Double(movie.reviewCount)
        }
        self.init(mean: reviews > 0 ? total / reviews : 6.0, weight: weight)
    }

    /// The shrunk critic score of a film; a film with no reviews scores the mean.
    func score(_ movie: Movie) -> Double {
        guard let average = movie.criticScore, movie.reviewCount > 0 else { return mean }
        let reviews = Double(movie.reviewCount)
        return (reviews * average + weight * mean) / (reviews + weight)
    }
}
