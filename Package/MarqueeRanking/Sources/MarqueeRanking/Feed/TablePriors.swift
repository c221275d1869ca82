import MarqueeDomain
import Synchronization

/// What ranking measures about a whole table before it scores a film: the critic and audience priors, and each
/// film's shrunk quality and audience evidence.
///
/// They depend only on the table and three weights, yet a ranking pass needs them all, and the full-screen feed
/// ranks the same table again after every reaction. Measuring them once per table and weights keeps a re-rank to
/// the pass itself; a table's columns never change, so what is kept never goes stale.
final class TablePriors: Sendable {
    /// The weights the measurement reads; rankings with other weights measure again.
    struct Key: Hashable {
        let reviews: Double
        let ratings: Double
        let mix: Double

        init(_ weights: RankingWeights) {
            reviews = weights.priorReviewCount
            ratings = weights.audiencePriorRatings
            mix = weights.audienceMix
        }
    }

    /// The table's critic prior, with its audience prior.
    let prior: CriticPrior
    /// Each row's shrunk quality, ``CriticPrior/score(row:in:)``.
    let bases: [Double]
    /// Each row's ``AudiencePrior/evidence(mean:ratings:priorRatings:mix:)``, the same `Double` it returns.
    let evidence: [Double]

    private init(_ table: FilmTable, key: Key) {
        let prior = CriticPrior(measuring: table, weight: key.reviews)
        self.prior = prior
        bases = (0..<table.count).map { prior.score(row: $0, in: table) }
        evidence = (0..<table.count).map { row in
            let mean = table.audienceMeans[row]
            return prior.audience.evidence(
                mean: mean.isNaN ? nil : mean, ratings: Int(table.audienceCounts[row]), priorRatings: key.ratings,
                mix: key.mix)
        }
    }

    /// The table's priors under `weights`, measured on the first call and kept with the table.
    static func measured(_ table: FilmTable, weights: RankingWeights) -> TablePriors {
        let key = Key(weights)
        if let kept = table.identity.priors.withLock({ $0[key] }) { return kept }
        let measured = TablePriors(table, key: key)
        return table.identity.priors.withLock { kept in
            // A tuning run tries many weights on one table; a few measurements are worth keeping, not all of them.
            if let first = kept[key] { return first }
            if kept.count >= 4 { kept.removeAll() }
            kept[key] = measured
            return measured
        }
    }
}
