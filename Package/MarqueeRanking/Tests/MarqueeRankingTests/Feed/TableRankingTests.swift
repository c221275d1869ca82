import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

struct TableRankingTests {
    /// The shipped weights, and every term Scripts/eval can tune that the shipped weights leave off, switched on.
    static let weightings: [RankingWeights] = {
        var tuned = RankingWeights.standard
        tuned.coLikedGrowth = 0.5
        tuned.qualityYield = 1
        tuned.growthFilms = 3
        tuned.coLikedReferenceRank = 2
        tuned.coLikedCeiling = 1.5
        tuned.coLikedPower = 0.75
        tuned.coLikedBreadth = 1
        tuned.likedPopularityDamping = 0.25
        tuned.candidatePopularityDamping = 0.1
        return [.standard, tuned]
    }()

    @Test(
        "The table's hot-loop score is bit-identical to each film's full score, for every film and profile",
        arguments: weightings)
    func tableScoreIsBitIdentical(weights: RankingWeights) {
        let engine = RecommendationEngine(weights: weights)
        let table = FilmTable(movies: Films.all)
        let prior = CriticPrior(measuring: Films.all, weight: weights.priorReviewCount)
        let priors = TablePriors.measured(table, engine: engine)
        #expect(priors.prior == prior)
        for profile in Profiles.all {
            var taste = Ranking.taste(profile, weights: weights)
            taste.measureRarity(of: Films.all)
            let resolved = TableTaste(taste, table: table)
            for (row, movie) in Films.all.enumerated() {
                let base = prior.score(row: row, in: table)
                #expect(base == prior.score(movie), "\(movie.title)")
                #expect(priors.bases[row] == base, "\(movie.title)")
                #expect(
                    engine.quickScore(row: row, in: table, base: base, priors: priors, taste: resolved)
                        == engine.score(movie, taste: taste, prior: prior).total,
                    "\(movie.title)"
                )
            }
        }
    }

    @Test("A table measures the same prior and genre rarity as its films")
    func tableMeasuresLikeFilms() {
        let table = FilmTable(movies: Films.all)
        #expect(CriticPrior(measuring: table, weight: 3) == CriticPrior(measuring: Films.all, weight: 3))
        #expect(GenreRarity(counting: table.genres).perGenre == GenreRarity(measuring: Films.all).perGenre)
    }

    @Test("Ranking films in any row order gives the same feed, ties included", arguments: Profiles.all)
    func rowOrderDoesNotMatter(profile: UserProfile) {
        let engine = RecommendationEngine()
        let taste = Ranking.taste(profile)
        let forward = engine.rank(Films.all, taste: taste, limit: Films.all.count)
        let backward = engine.rank(Array(Films.all.reversed()), taste: taste, limit: Films.all.count)
        #expect(forward == backward)
    }
}

extension TableRankingTests {
    @Test("Splitting the table across threads never changes the feed", arguments: [2, 3, 7, 100])
    func splitDoesNotMatter(parts: Int) {
        let engine = RecommendationEngine()
        let table = FilmTable(movies: Films.all)
        for profile in Profiles.all {
            let taste = Ranking.taste(profile)
            for genre in [nil, Genre.drama] {
                #expect(
                    engine.rank(table, taste: taste, limit: 5, genre: genre, parts: parts)
                        == engine.rank(table, taste: taste, limit: 5, genre: genre, parts: 1)
                )
            }
        }
    }
}

/// The engine over films keeps every promise of `FeedRanking`, as the bundled blob's ranking does.
struct TableRankingContractTests {
    @Test("A ranking over films passes the feed ranking contract")
    func contract() async throws {
        try await FeedRankingContract.verify(TableRanking(movies: Films.all))
    }
}

@Suite("A table's priors")
struct TablePriorsTests {
    @Test("Each row's evidence is the audience prior's for its film, and one measurement serves every ranking")
    func measuredOnce() {
        // Every other film rated, by more people and better down the list, so the rows' evidence differs.
        let films = Films.all.enumerated().map { index, movie in
            var rated = movie
            if index.isMultiple(of: 2) {
                rated.audience = AudienceScore(mean: 2 + Double(index) / 10, ratings: index * 7)
            }
            return rated
        }
        let table = FilmTable(movies: films)
        let engine = RecommendationEngine()
        let priors = TablePriors.measured(table, engine: engine)
        let evidence = films.map { movie in
            let base = priors.prior.score(movie)
            guard engine.belowFloor(base, shown: engine.shownScore(movie)) == 0 else { return 0.0 }
            return priors.prior.audience.evidence(
                mean: movie.audience?.mean, ratings: movie.audience?.ratings ?? 0,
                priorRatings: engine.weights.audiencePriorRatings, mix: engine.weights.audienceMix)
        }
        #expect(Set(evidence).count > films.count / 3)
        #expect(priors.evidence == evidence)
        #expect(
            priors.penalties == films.map { engine.belowFloor(priors.prior.score($0), shown: engine.shownScore($0)) })
        #expect(TablePriors.measured(table, engine: engine) === priors)
        #expect(TablePriors.measured(FilmTable(movies: films), engine: engine) !== priors)
        var weights = RankingWeights.standard
        weights.audienceMix = 0.9
        let mixed = TablePriors.measured(table, engine: RecommendationEngine(weights: weights))
        #expect(mixed !== priors)
        #expect(mixed.evidence != priors.evidence)
        #expect(TablePriors.measured(table, engine: engine) === priors)
    }

    @Test("A tuning run's many weights keep only a few measurements, and each is still right")
    func manyWeights() {
        let table = FilmTable(movies: Films.all)
        var weights = RankingWeights.standard
        for mix in stride(from: 0.0, through: 1.0, by: 0.1) {
            weights.audienceMix = mix
            let priors = TablePriors.measured(table, engine: RecommendationEngine(weights: weights))
            #expect(priors.evidence.count == table.count)
            #expect(table.identity.priors.withLock { $0.count } <= 4)
        }
    }
}
