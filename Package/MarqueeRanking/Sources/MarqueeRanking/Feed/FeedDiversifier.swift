import MarqueeDomain

/// Picks a varied feed from the best-scored candidates.
///
/// With real tastes the top of a ranking is often one genre from one decade. Picking greedily,
/// each candidate loses a little for every already-picked film it resembles, so the feed mixes
/// without ever preferring a clearly worse film. The penalty only reorders; reported scores stay the
/// film's own. Whenever a film is picked while a better-scored one waits, the pick says so
/// (`Pick.passedOver`), so the feed reads in score order except where a reason explains the step.
struct FeedDiversifier {
    typealias Candidate = (movie: Movie, score: FilmScore)

    /// A picked candidate, and what the better-scored pick it went ahead of would have repeated.
    struct Pick: Equatable {
        /// The candidate's position.
        let index: Int
        /// What the best-scored pick placed after this one would have repeated, had it come here; `nil` when no
        /// later pick scores higher, so this one stands in score order.
        let passedOver: VarietyRepeat?
    }

    /// What picking reads of a candidate: its score, its quality for ties, its year and its genres.
    struct Trait {
        let total: Double
        let base: Double
        let year: Int?
        let genres: UInt32
    }

    let weights: RankingWeights

    func pick(_ limit: Int, from candidates: [Candidate]) -> [(candidate: Candidate, passedOver: VarietyRepeat?)] {
        let traits = candidates.map { candidate in
            Trait(
                total: candidate.score.total, base: candidate.score.base, year: candidate.movie.year,
                genres: candidate.movie.genres.rawValue)
        }
        return pick(limit, from: traits) { candidates[$0].movie.id < candidates[$1].movie.id }.map {
            (candidates[$0.index], $0.passedOver)
        }
    }

    /// The picked candidates, in picking order, each with what the better-scored film it went ahead of would repeat.
    /// - Parameters:
    ///   - limit: how many to pick.
    ///   - traits: the candidates.
    ///   - hasEarlierID: whether the candidate at the first position has an earlier id than the one at the second;
    ///     asked only when two candidates tie on value and quality.
    /// - Returns: the picks in picking order.
    func pick(_ limit: Int, from traits: [Trait], hasEarlierID: (Int, Int) -> Bool) -> [Pick] {
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
        // Only what the feed shows counts: a pick stands out of score order when a pick placed after it scores
        // strictly higher (a tie is no contradiction). The best such later pick is the one it went ahead of, and
        // when this pick was taken that film's penalty, from the picks before, was the larger: it says why.
        var bestLater: Int? = nil
        var passedOver: [VarietyRepeat?] = Array(repeating: nil, count: picked.count)
        for place in picked.indices.reversed() {
            if let later = bestLater, traits[later].total > traits[picked[place]].total {
                passedOver[place] = repeated(traits[later], picked: picked[..<place], traits: traits)
            }
            if bestLater.map({ traits[picked[place]].total > traits[$0].total }) ?? true { bestLater = picked[place] }
        }
        return zip(picked, passedOver).map { Pick(index: $0, passedOver: $1) }
    }

    /// The larger part of a waiting film's penalty: the genres it shares with the picked film it resembles most.
    ///
    /// Or its decade, when that part is larger. A film that waited despite a better score always has a penalty, so
    /// one of the two is there.
    private func repeated(_ trait: Trait, picked: ArraySlice<Int>, traits: [Trait]) -> VarietyRepeat? {
        var decadeTotal = 0.0
        var genreTotal = 0.0
        var closest: (overlap: Double, shared: UInt32) = (0, 0)
        for other in picked.lazy.map({ traits[$0] }) {
            if let year = trait.year, let otherYear = other.year, year / 10 == otherYear / 10 {
                decadeTotal += weights.sameDecadePenalty
            }
            let union = (trait.genres | other.genres).nonzeroBitCount
            guard union > 0 else { continue }
            let shared = trait.genres & other.genres
            let overlap = weights.genreOverlapPenalty * Double(shared.nonzeroBitCount) / Double(union)
            genreTotal += overlap
            if overlap > closest.overlap { closest = (overlap, shared) }
        }
        if genreTotal > 0, genreTotal >= decadeTotal { return .genres(GenreSet(rawValue: closest.shared)) }
        if decadeTotal > 0, let year = trait.year { return .decade(year / 10 * 10) }
        return nil
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
