import MarqueeDomainTestSupport
import MarqueeRankingTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// Folding a profile straight from a table's rows gives the model that folding its films as `Movie` values gives.
struct TableFoldTests {
    /// The two kinds of table: neighbours found by id (films laid out from values) and neighbours as rows (the blob).
    static let tables: [(name: String, make: @Sendable ([Movie]) -> FilmTable)] = [
        ("films", { FilmTable(movies: $0) }), ("neighbour rows", { NeighbourRowDetails.table($0) }),
    ]

    /// The model folded from `Movie` values, as the table's films are found by id.
    private static func byMovie(_ profile: UserProfile, weights: RankingWeights, table: FilmTable) -> TasteModel {
        let details = table.details
        return TasteModel(profile: profile, weights: weights) { id in details.row(of: id).map(details.movie(at:)) }
    }

    /// Every piece of evidence a model holds, compared as whole values.
    private static func expectSameEvidence(_ actual: TasteModel, _ expected: TasteModel, languages: [String?]) {
        #expect(actual.coLiked == expected.coLiked)
        #expect(actual.directors == expected.directors)
        #expect(actual.cast == expected.cast)
        #expect(actual.genreShare == expected.genreShare)
        #expect(actual.decades == expected.decades)
        #expect(languages.map(actual.languageShare) == languages.map(expected.languageShare))
        #expect(actual.reactedFilms == expected.reactedFilms)
        #expect(actual.strongestCoLiked == expected.strongestCoLiked)
        #expect(actual.coLikedReference == expected.coLikedReference)
        #expect(actual.widestCoLiked == expected.widestCoLiked)
        #expect(actual.coLikedScale == expected.coLikedScale)
        #expect(actual.qualityScale == expected.qualityScale)
    }

    @Test(
        "Folding over a table gives the evidence, bit for bit, that folding its films as Movie values gives",
        arguments: TableRankingTests.weightings)
    func sameEvidence(weights: RankingWeights) {
        for (_, make) in Self.tables {
            let table = make(CoRated.all)
            for profile in Profiles.all {
                Self.expectSameEvidence(
                    TasteModel(profile: profile, weights: weights, table: table),
                    Self.byMovie(profile, weights: weights, table: table), languages: CoRated.all.map(\.language))
            }
        }
    }

    @Test("Neighbours the table does not hold keep their evidence by id, as the fold of Movie values keeps it")
    func neighboursOutsideTheTable() {
        // The Matrix neighbours Alien and Inception, and Inception The Dark Knight; without them, the table holds
        // only some of each liked film's neighbours.
        let films = CoRated.all.filter { $0.id != Films.matrix.id && $0.id != Films.darkKnight.id }
        let profile = UserProfile.empty.applying(.like, to: Films.alien).applying(.save, to: Films.inception)
            .applying(.pass, to: Films.heat)
        let table = FilmTable(movies: films)
        let folded = TasteModel(profile: profile, table: table)
        Self.expectSameEvidence(
            folded, Self.byMovie(profile, weights: .standard, table: table), languages: films.map(\.language))
        #expect(folded.coLiked[Films.matrix.id] != nil)
    }

    @Test("Equal shares credit the film with the earlier id first, as the fold of Movie values does")
    func equalSharesCreditTheEarlierID() throws {
        let profile = UserProfile.empty.applying(.like, to: Films.inception).applying(.like, to: Films.darkKnight)
        for (_, make) in Self.tables {
            let table = make(CoRated.all)
            let nolan = try #require(TasteModel(profile: profile, table: table).directors["Christopher Nolan"])
            #expect(nolan == Self.byMovie(profile, weights: .standard, table: table).directors["Christopher Nolan"])
            #expect(nolan.becauseOf == [Films.inception, Films.darkKnight].min { $0.id < $1.id }?.title)
        }
    }

    @Test(
        "A taste folded over the table ranks it exactly as the taste folded from its films, reasons and all",
        arguments: TableRankingTests.weightings)
    func sameFeed(weights: RankingWeights) {
        let engine = RecommendationEngine(weights: weights)
        for (_, make) in Self.tables {
            let table = make(CoRated.all)
            for profile in Profiles.all {
                let expected = engine.rank(
                    table, taste: Self.byMovie(profile, weights: weights, table: table), limit: 8)
                let folded = TasteModel(profile: profile, weights: weights, table: table)
                #expect(engine.rank(table, taste: folded, limit: 8) == expected)
                #expect(
                    engine.rank(table, taste: folded, limit: 4, genre: .drama)
                        == engine.rank(
                            table, taste: Self.byMovie(profile, weights: weights, table: table), limit: 4,
                            genre: .drama))
            }
        }
    }

    @Test(
        "A taste folded over the table scores each row in the hot loop bit for bit as each film's full score",
        arguments: TableRankingTests.weightings)
    func hotLoopIsBitIdentical(weights: RankingWeights) {
        let engine = RecommendationEngine(weights: weights)
        for (_, make) in Self.tables {
            let table = make(CoRated.all)
            let prior = CriticPrior(measuring: CoRated.all, weight: weights.priorReviewCount)
            for profile in Profiles.all {
                var folded = TasteModel(profile: profile, weights: weights, table: table)
                folded.measureRarity(of: table.genres)
                var byMovie = Self.byMovie(profile, weights: weights, table: table)
                byMovie.measureRarity(of: CoRated.all)
                let resolved = TableTaste(folded, table: table)
                #expect(resolved.coLiked == TableTaste(byMovie, table: table).coLiked)
                for (row, movie) in CoRated.all.enumerated() {
                    let expected = engine.score(movie, taste: byMovie, prior: prior)
                    #expect(
                        engine.quickScore(
                            row: row, in: table, base: prior.score(movie),
                            priors: .measured(table, engine: engine), taste: resolved)
                            == expected.total)
                    #expect(engine.score(movie, taste: folded, prior: prior) == expected)
                }
            }
        }
    }

    @Test(
        "A taste folded over one table ranks another table as the taste folded from its films does",
        arguments: Profiles.all)
    func anotherTable(profile: UserProfile) {
        let table = FilmTable(movies: CoRated.all)
        let engine = RecommendationEngine()
        let prior = CriticPrior(measuring: CoRated.all, weight: RankingWeights.standard.priorReviewCount)
        for other in [NeighbourRowDetails.table(CoRated.all), FilmTable(movies: CoRated.all)] {
            let byMovie = Self.byMovie(profile, weights: .standard, table: table)
            #expect(
                engine.rank(other, taste: TasteModel(profile: profile, table: table), limit: 6)
                    == engine.rank(other, taste: byMovie, limit: 6))
            let resolved = TableTaste(TasteModel(profile: profile, table: table), table: other)
            for (row, movie) in CoRated.all.enumerated() {
                #expect(
                    engine.quickScore(
                        row: row, in: other, base: prior.score(movie),
                        priors: .measured(other, engine: engine),
                        taste: resolved)
                        == engine.score(movie, taste: byMovie, prior: prior).total)
            }
        }
    }
}
