import MarqueeDomain
import Synchronization

/// What ranking knows about each film before it reads a profile: the table's critic and audience priors, and each
/// film's shrunk quality, penalty below the floor and audience evidence.
///
/// They depend only on the table and the weights, yet a ranking pass needs them for every film, and the full-screen
/// feed ranks the same table again after every reaction. Measuring them once per table and weights keeps a re-rank
/// to the profile's own terms; a table's columns never change, so what is kept never goes stale.
final class TablePriors: Sendable {
    /// The table's critic prior, with its audience prior.
    let prior: CriticPrior
    /// Each row's shrunk quality, ``CriticPrior/score(row:in:)``.
    let bases: [Double]
    /// Each row's penalty for falling below the quality floor, `RecommendationEngine.belowFloor`.
    let penalties: [Double]
    /// Each row's ``AudiencePrior/evidence(mean:ratings:priorRatings:mix:)``, the same `Double` it returns, or 0 for a
    /// film below the floor, which the audience prior never lifts.
    let evidence: [Double]

    private init(_ table: FilmTable, engine: RecommendationEngine) {
        let weights = engine.weights
        let prior = CriticPrior(measuring: table, weight: weights.priorReviewCount)
        var bases: [Double] = []
        var penalties: [Double] = []
        var evidence: [Double] = []
        for row in 0..<table.count {
            let base = prior.score(row: row, in: table)
            let critic = table.criticScores[row]
            let audience = table.audienceMeans[row]
            let mean = audience.isNaN ? nil : audience
            let shown = engine.shownScore(
                critic: critic.isNaN ? nil : critic, reviews: Int(table.reviewCounts[row]), audienceMean: mean)
            let penalty = engine.belowFloor(base, shown: shown)
            bases.append(base)
            penalties.append(penalty)
            evidence.append(
                penalty == 0
                    ? prior.audience.evidence(
                        mean: mean, ratings: Int(table.audienceCounts[row]),
                        priorRatings: weights.audiencePriorRatings, mix: weights.audienceMix) : 0)
        }
        self.prior = prior
        self.bases = bases
        self.penalties = penalties
        self.evidence = evidence
    }

    /// The table's priors under the engine's weights, measured on the first call and kept with the table.
    static func measured(_ table: FilmTable, engine: RecommendationEngine) -> TablePriors {
        let key = engine.weights
        if let kept = table.identity.priors.withLock({ $0[key] }) { return kept }
        let measured = TablePriors(table, engine: engine)
        return table.identity.priors.withLock { kept in
            if let first = kept[key] { return first }
            // A tuning run tries many weights on one table; a few measurements are worth keeping, not all of them.
            if kept.count >= 4 { kept.removeAll() }
            kept[key] = measured
            return measured
        }
    }
}
