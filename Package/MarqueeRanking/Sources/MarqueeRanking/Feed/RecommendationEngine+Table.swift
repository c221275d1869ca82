import Dispatch
import Foundation
import MarqueeDomain

extension RecommendationEngine {
    /// The fewest films worth a thread of their own: below twice this, one core ranks the whole table.
    static let rowsPerPart = 100_000

    /// Ranks a table of films and picks a varied feed from the top of it.
    ///
    /// The same ranking as `rank`: the loop over every film reads only the table's
    /// columns and the taste resolved to rows and person numbers, with no `String` built or hashed, and only the
    /// few dozen films that reach the final pool become `Movie` values, scored with their reasons.
    /// - Parameters:
    ///   - table: the films to rank.
    ///   - taste: the folded profile.
    ///   - limit: how many recommendations to return.
    ///   - genre: when set, only films with this genre are considered.
    /// - Returns: up to `limit` recommendations, best first, never a passed or liked film.
    public func rank(_ table: FilmTable, taste: TasteModel, limit: Int, genre: Genre? = nil) -> [Recommendation] {
        let parts = table.count >= Self.rowsPerPart * 2 ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        return rank(table, taste: taste, limit: limit, genre: genre, parts: parts)
    }

    /// Ranks with the table split into `parts` ranges, each on its own thread; the feed never depends on it.
    func rank(_ table: FilmTable, taste: TasteModel, limit: Int, genre: Genre?, parts: Int) -> [Recommendation] {
        guard limit > 0, table.count > 0 else { return [] }
        let parts = min(max(parts, 1), table.count)
        var taste = taste
        taste.measureRarity(of: table.genres)
        let priors = TablePriors.measured(table, engine: self)
        let prior = priors.prior
        let resolved = TableTaste(taste, table: table)
        let limit = min(limit, table.count)
        let details = table.details
        let capacity = min(table.count, max(40, limit * 8))
        let wanted = genre.map { GenreSet([$0]).rawValue }
        // A large catalog is split across the cores; each part keeps its own best, and the parts' bests are
        // merged. Every film has one place in the order (score, quality, id), so the split cannot change the feed.
        let bounds = (0...parts).map { table.count * $0 / parts }
        let headroom = resolved.peopleHeadroom(weights)
        let leading = resolved.leadingHeadroom(weights)
        var best = [[TopScores.Entry]](repeating: [], count: parts)
        best.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var pool = TopScores(capacity: capacity) { details.hasLaterID($0, than: $1) }
                for row in bounds[part]..<bounds[part + 1] {
                    if let wanted, table.genres[row] & wanted == 0 { continue }
                    // Passed films never come back; liked ones were seen already, so tonight's feed looks past them.
                    if resolved.reacted.contains(row), resolved.passed.contains(row) || resolved.liked.contains(row) {
                        continue
                    }
                    let base = priors.bases[row]
                    guard !resolved.reacted.contains(row) else {
                        pool.offer(
                            index: row,
                            score: quickScore(row: row, in: table, base: base, priors: priors, taste: resolved),
                            base: base)
                        continue
                    }
                    // A film nobody reacted to whose score cannot reach the worst kept one is never scored in full:
                    // the pool would turn it away, and its worst kept score only rises. What is scored adds the
                    // people last, as `quickScore` does, so the total is the same `Double`.
                    // First on quality and co-rating alone, with the most the genre, decade and language terms can
                    // add; then on every term but the people.
                    if let worst = pool.worstKept,
                        qualityAndCoRating(row: row, in: table, base: base, priors: priors, taste: resolved) + headroom
                            + leading
                            + 1e-6 < worst
                    {
                        continue
                    }
                    let leading = leadingTerms(
                        row: row, in: table, base: base, priors: priors, own: 0, taste: resolved)
                    if let worst = pool.worstKept, leading + headroom + 1e-6 < worst { continue }
                    pool.offer(
                        index: row, score: leading + people(row: row, in: table, own: 0, taste: resolved), base: base)
                }
                results[part] = pool.sorted()
            }
        }
        var pool = TopScores(capacity: capacity) { details.hasLaterID($0, than: $1) }
        for entry in best.joined() { pool.offer(index: entry.index, score: entry.score, base: entry.base) }
        let pooled = pool.sorted()
        // The loop's score is each film's full score, bit for bit, when its row is the first with its id, as in
        // every catalog without repeated ids: then picking reads the columns, and only the picks become `Movie`s.
        if pooled.allSatisfy({ details.isFirstRow(withIDAt: $0.index) }) {
            let traits = pooled.map { entry in
                let year = table.years[entry.index]
                return FeedDiversifier.Trait(
                    total: entry.score, base: entry.base, year: year == FilmTable.unknown ? nil : Int(year),
                    genres: table.genres[entry.index])
            }
            let picks = FeedDiversifier(weights: weights).pick(limit, from: traits) {
                details.id(at: pooled[$0].index) < details.id(at: pooled[$1].index)
            }
            let movies = picks.map { details.movie(at: pooled[$0.index].index) }
            // A model folded over the table resolves just these films' evidence by id and name, once.
            let scoring = taste.narrowed(to: movies)
            return zip(picks, movies).map { pick, movie in
                let scored = score(movie, taste: scoring, prior: prior)
                return Recommendation(
                    movie: movie, score: scored.total, reasons: Self.variety(pick.passedOver) + scored.reasons,
                    engine: .localTaste)
            }
        }
        let movies = pooled.map { details.movie(at: $0.index) }
        let scoring = taste.narrowed(to: movies)
        let candidates = movies.map { movie in (movie: movie, score: score(movie, taste: scoring, prior: prior)) }
        return FeedDiversifier(weights: weights).pick(limit, from: candidates).map { pick in
            Recommendation(
                movie: pick.candidate.movie,
                score: pick.candidate.score.total,
                reasons: Self.variety(pick.passedOver) + pick.candidate.score.reasons,
                engine: .localTaste
            )
        }
    }

    /// The reason that says a pick went ahead of a better-scored film for variety, first among its reasons so the
    /// feed's order never contradicts its scores without saying why; it adds nothing to the score.
    static func variety(_ passedOver: VarietyRepeat?) -> [RecommendationReason] {
        passedOver.map { [RecommendationReason(.movedUpForVariety($0), contribution: 0)] } ?? []
    }

    /// The total score of the film at a row, bit for bit the total `score` gives its `Movie`.
    ///
    /// Every term is added in the same order as there, so pool and picker agree even on ties.
    func quickScore(row: Int, in table: FilmTable, base: Double, priors: TablePriors, taste: TableTaste) -> Double {
        let reacted = taste.reacted.contains(row)
        let isLiked = reacted && taste.liked.contains(row)
        let isSaved = reacted && taste.saved.contains(row)
        let own = isLiked ? 1 : (isSaved ? weights.savedShare : 0)
        var total = leadingTerms(row: row, in: table, base: base, priors: priors, own: own, taste: taste)
        total += people(row: row, in: table, own: own, taste: taste)
        if isSaved { total += weights.savedItself }
        if isLiked { total += weights.likedItself }
        return total
    }

    /// The quality and co-rating terms of a film, as `leadingTerms` starts.
    private func qualityAndCoRating(
        row: Int, in table: FilmTable, base: Double, priors: TablePriors, taste: TableTaste
    ) -> Double {
        qualityTerms(row: row, in: table, base: base, priors: priors, taste: taste) + (taste.coLikedTerm(row: row) ?? 0)
    }

    /// The quality backbone with the floor's penalty and the audience prior, in `score(_:taste:prior:)`'s order.
    private func qualityTerms(row: Int, in table: FilmTable, base: Double, priors: TablePriors, taste: TableTaste)
        -> Double
    {
        var total = base * taste.qualityScale - priors.penalties[row]
        let yield = Self.audienceYield(
            taste.audienceYield, focus: taste.audienceFocus,
            pickedShare: Self.pickedShare(table.genres[row], of: taste.preferredGenres))
        total += audienceTerm(yield: yield, evidence: priors.evidence[row])
        return total
    }

    /// The terms before the people, in `score(_:taste:prior:)`'s order: quality, co-rating, genres, decade, language.
    private func leadingTerms(
        row: Int, in table: FilmTable, base: Double, priors: TablePriors, own: Double, taste: TableTaste
    ) -> Double {
        var total = qualityTerms(row: row, in: table, base: base, priors: priors, taste: taste)
        if let term = taste.coLikedTerm(row: row) { total += term }
        let genres = table.genres[row]
        let preferred = taste.preferredGenres
        if preferred != 0, genres != 0 {
            let picked = genres & preferred
            if picked != 0 {
                let share = Double(picked.nonzeroBitCount) / Double(genres.nonzeroBitCount)
                total += weights.preferredGenre * taste.preferredGenreYield * taste.preferredFocus * share
            }
        }
        if taste.reactedFilms > own {
            total += weights.likedGenre * taste.genreMatch(bits: genres)
            total += weights.likedDecade * taste.decadeShare(table.years[row])
            total += weights.likedLanguage * taste.languageShare(table.languages[row])
        }
        return total
    }

    private func people(row: Int, in table: FilmTable, own: Double, taste: TableTaste) -> Double {
        guard !taste.directors.isEmpty || !taste.cast.isEmpty else { return 0 }
        var total = 0.0
        var strongest: Double?
        let directors = table.directors
        for position in Int(directors.starts[row])..<Int(directors.starts[row + 1]) {
            guard let weight = taste.directors.weight(of: directors.targets[position], excluding: row) else { continue }
            let films = weight - own
            if films > (strongest ?? 1e-9) { strongest = films }
        }
        if let strongest { total += weights.likedDirector * saturate(strongest) }
        var shared = 0.0
        var lead: Double?
        let cast = table.cast
        let first = Int(cast.starts[row])
        // The principal cast: `prefix(principalCast)` of the billing, without a slice per film.
        for position in first..<first + min(Int(cast.starts[row + 1]) - first, max(weights.principalCast, 0)) {
            guard let weight = taste.cast.weight(of: cast.targets[position], excluding: row) else { continue }
            let films = weight - own
            guard films > 1e-9 else { continue }
            shared += films
            if films > (lead ?? 0) { lead = films }
        }
        if lead != nil { total += weights.likedCast * saturate(shared) }
        return total
    }
}
