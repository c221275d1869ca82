/// Picks a varied feed from the best-scored candidates.
///
/// With real tastes the top of a ranking is often one genre from one decade. Picking greedily,
/// each candidate loses a little for every already-picked film it resembles, so the feed mixes
/// without ever preferring a clearly worse film. The penalty only reorders; reported scores
/// and reasons stay the film's own.
struct FeedDiversifier {
    typealias Candidate = (movie: Movie, score: FilmScore)

    /// What picking reads of a candidate: its score, its quality for ties, its year and its genres.
    struct Trait {
        let total: Double
        let base: Double
        let year: Int?
        let genres: UInt32
    }

    let weights: RankingWeights

    func pick(_ limit: Int, from candidates: [Candidate]) -> [Candidate] {
        let traits = candidates.map { candidate in
            Trait(
                total: candidate.score.total, base: candidate.score.base, year: candidate.movie.year,
                genres: candidate.movie.genres.rawValue)
        }
        return pick(limit, from: traits) { candidates[$0].movie.id < candidates[$1].movie.id }.map { candidates[$0] }
    }

    /// The positions of the picked candidates, in picking order.
    /// - Parameters:
    ///   - limit: how many to pick.
    ///   - traits: the candidates.
    ///   - hasEarlierID: whether the candidate at the first position has an earlier id than the one at the second;
    ///     asked only when two candidates tie on value and quality.
    func pick(_ limit: Int, from traits: [Trait], hasEarlierID: (Int, Int) -> Bool) -> [Int] {
        var remaining = Array(traits.indices)
        var picked: [Int] = []
        while picked.count < limit, !remaining.isEmpty {
            var bestIndex = 0
            var bestValue = -Double.infinity
            for (index, candidate) in remaining.enumerated() {
                let value = traits[candidate].total - penalty(traits[candidate], picked: picked, traits: traits)
                if value > bestValue
                    || (value == bestValue
                        && isBetterTie(
                            candidate, than: remaining[bestIndex], traits: traits, hasEarlierID: hasEarlierID))
                {
                    bestValue = value
                    bestIndex = index
                }
            }
            picked.append(remaining.remove(at: bestIndex))
        }
        return picked
    }

    private func penalty(_ trait: Trait, picked: [Int], traits: [Trait]) -> Double {
        var total = 0.0
        for other in picked.lazy.map({ traits[$0] }) {
            if let year = trait.year, let otherYear = other.year, year / 10 == otherYear / 10 {
                total += weights.sameDecadePenalty
            }
            let union = (trait.genres | other.genres).nonzeroBitCount
            if union > 0 {
                let shared = (trait.genres & other.genres).nonzeroBitCount
                total += weights.genreOverlapPenalty * Double(shared) / Double(union)
            }
        }
        return total
    }

    /// Ties go to the higher-rated film, then to the lower id so the order is stable.
    private func isBetterTie(_ lhs: Int, than rhs: Int, traits: [Trait], hasEarlierID: (Int, Int) -> Bool) -> Bool {
        traits[lhs].base != traits[rhs].base ? traits[lhs].base > traits[rhs].base : hasEarlierID(lhs, rhs)
    }
}
