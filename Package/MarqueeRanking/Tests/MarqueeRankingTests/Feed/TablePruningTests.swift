import MarqueeDomainTestSupport
import MarqueeRankingTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// A catalog large enough that the table ranking's pool fills, so films that cannot make it are skipped unscored.
struct TablePruningTests {
    /// 400 seeded films sharing a few directors and actors, with co-rating links between them.
    static let catalog: [Movie] = {
        var generator = SeededGenerator(seed: 15)
        let ids = (0..<400).map { MovieID("tt8\(String(100_000 + $0))") }
        return ids.map { id in
            var genres = GenreSet()
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                genres.insert(Genre.allCases[Int.random(in: 0..<Genre.allCases.count, using: &generator)])
            }
            let links = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                CoLikedFilm(
                    id: ids[Int.random(in: 0..<ids.count, using: &generator)],
                    weight: Double(Int.random(in: -20...90, using: &generator)) / 1000)
            }
            return Movie(
                id: id, title: "Film \(id.rawValue)", year: Int.random(in: 1940...2024, using: &generator),
                genres: genres, directors: ["Director \(Int.random(in: 0..<25, using: &generator))"],
                cast: (0..<Int.random(in: 0...7, using: &generator)).map { _ in
                    "Actor \(Int.random(in: 0..<80, using: &generator))"
                },
                criticScore: Bool.random(using: &generator)
                    ? Double(Int.random(in: 30...95, using: &generator)) / 10 : nil,
                reviewCount: Int.random(in: 0...300, using: &generator),
                language: ["English", "French", "Japanese"][Int.random(in: 0..<3, using: &generator)],
                audience: .init(mean: Double(Int.random(in: 20...48, using: &generator)) / 10, ratings: 500),
                coLiked: Array(Dictionary(links.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }).values)
                    .sorted { $0.id < $1.id }
            )
        }
    }()

    /// Seeded profiles of growing size over the catalog.
    static let profiles: [UserProfile] = (1...4).map { seed in
        var generator = SeededGenerator(seed: UInt64(seed))
        var profile = UserProfile(preferredGenres: [.drama, .comedy], hasCompletedOnboarding: true)
        for (step, movie) in catalog.shuffled(using: &generator).prefix(seed * 25).enumerated() {
            profile.apply(Reaction.allCases[step % Reaction.allCases.count], to: movie.id, at: Moments.first)
        }
        return profile
    }

    /// The feed found by scoring every film in full, keeping the best by (score, quality, id), then picking.
    private static func scoringEveryFilm(
        _ taste: TasteModel,
        engine: RecommendationEngine,
        limit: Int,
        genre: Genre?
    ) -> [Recommendation] {
        var taste = taste
        taste.measureRarity(of: catalog)
        let prior = CriticPrior(measuring: catalog, weight: engine.weights.priorReviewCount)
        let profile = taste.profile
        let scored = catalog.filter { movie in
            profile.passed[movie.id] == nil && profile.liked[movie.id] == nil
                && genre.map(movie.genres.contains) != false
        }.map { (movie: $0, score: engine.score($0, taste: taste, prior: prior)) }
        let best = scored.sorted { lhs, rhs in
            if lhs.score.total != rhs.score.total { return lhs.score.total > rhs.score.total }
            if lhs.score.base != rhs.score.base { return lhs.score.base > rhs.score.base }
            return lhs.movie.id < rhs.movie.id
        }.prefix(max(40, limit * 8))
        return FeedDiversifier(weights: engine.weights).pick(limit, from: Array(best)).map { pick in
            Recommendation(
                movie: pick.candidate.movie, score: pick.candidate.score.total,
                reasons: RecommendationEngine.variety(pick.passedOver) + pick.candidate.score.reasons,
                engine: .localTaste)
        }
    }

    /// The shipped and tuned weights, and weights where people or genres, decades and languages outweigh everything
    /// else, so they decide which films reach the pool.
    static let weightings: [RankingWeights] = {
        var people = RankingWeights.standard
        people.likedDirector = 12
        people.likedCast = 9
        var content = RankingWeights.standard
        content.preferredGenre = 6
        content.likedGenre = 12
        content.likedDecade = 5
        content.likedLanguage = 5
        return TableRankingTests.weightings + [people, content]
    }()

    @Test(
        "Skipping films that cannot reach the pool gives the feed that scoring every film gives",
        arguments: weightings)
    func sameFeedAsScoringEveryFilm(weights: RankingWeights) {
        let engine = RecommendationEngine(weights: weights)
        for table in [FilmTable(movies: Self.catalog), NeighbourRowDetails.table(Self.catalog)] {
            for profile in Self.profiles {
                let folded = TasteModel(profile: profile, weights: weights, table: table)
                let details = table.details
                let byMovie = TasteModel(profile: profile, weights: weights) {
                    details.row(of: $0).map(details.movie(at:))
                }
                for (limit, genre) in [(3, nil), (10, nil), (4, Genre.drama)] {
                    let expected = Self.scoringEveryFilm(byMovie, engine: engine, limit: limit, genre: genre)
                    #expect(expected.count == limit)
                    #expect(engine.rank(table, taste: folded, limit: limit, genre: genre) == expected)
                    #expect(engine.rank(table, taste: byMovie, limit: limit, genre: genre, parts: 3) == expected)
                }
            }
        }
    }
}
