import Foundation
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The structural terms Scripts/eval can tune: how co-rating evidence is read, and how quality yields.
///
/// Each is off in the shipped weights unless docs/RANKING.md says otherwise.
struct ProfileGrowthTests {
    /// No prior, no variety penalties, quality at full weight: a score is exactly its terms.
    private static var exact: RankingWeights {
        var weights = Ranking.plainWeights
        weights.priorReviewCount = 0
        weights.qualityYield = 0
        return weights
    }

    private static func film(_ id: String, critic: Double, coLiked: [CoLikedFilm] = []) -> Movie {
        Synthetic.film(id, title: id, year: nil, genres: [], critic: critic, reviews: 100, coLiked: coLiked)
    }

    /// Ten liked films with no links of their own, so the profile is ten films large.
    private static let tenLiked = (0..<10).map { film("tt92000\($0)0", critic: 8.0) }

    @Test("As shipped, ten likes divide quality by 1 + 3 ln 2, and the penalty below the floor stays whole")
    func qualityYieldsAsTheProfileGrows() {
        var weights = Ranking.plainWeights
        weights.priorReviewCount = 0
        let good = Self.film("tt9200101", critic: 7.0)
        let poor = Self.film("tt9200102", critic: 4.0)
        let catalog = Self.tenLiked + [good, poor]
        let profile = Self.tenLiked.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }
        let scale = 1 / (1 + 3 * log1p(1.0))

        #expect(
            Ranking.score(good, in: catalog, profile: profile, weights: weights)
                == FilmScore(total: 7.0 * scale, base: 7.0, reasons: []))
        #expect(
            Ranking.score(poor, in: catalog, profile: profile, weights: weights)
                == FilmScore(total: 4.0 * scale - 2 * 6, base: 4.0, reasons: []))
    }

    @Test("With coLikedGrowth 1, eleven likes give the strongest neighbour 10 × (1 + ln 2.1) instead of 10")
    func coRatingGrowsWithTheProfile() {
        var weights = Self.exact
        weights.coLikedGrowth = 1
        weights.growthFilms = 10
        let neighbour = Self.film("tt9200201", critic: 7.0)
        let seed = Self.film("tt9200200", critic: 8.0, coLiked: [.init(id: neighbour.id, weight: 0.1)])
        let catalog = Self.tenLiked + [seed, neighbour]
        let profile = (Self.tenLiked + [seed]).reduce(UserProfile.empty) { $0.applying(.like, to: $1) }
        let term = 10 * (1 + log1p(11.0 / 10))

        #expect(
            Ranking.score(neighbour, in: catalog, profile: profile, weights: weights)
                == FilmScore(
                    total: 7.0 + term, base: 7.0, reasons: [.init(.coLiked(becauseOf: "tt9200200"), contribution: term)]
                ))
    }

    @Test(
        "Read against the second strongest evidence, the strongest film earns up to the ceiling and the rest their share"
    )
    func coRatingAgainstAnotherRank() {
        var weights = Self.exact
        weights.coLikedReferenceRank = 2
        weights.coLikedCeiling = 1.2
        let first = Self.film("tt9200301", critic: 7.0)
        let second = Self.film("tt9200302", critic: 7.0)
        let third = Self.film("tt9200303", critic: 7.0)
        let seed = Self.film(
            "tt9200300", critic: 8.0,
            coLiked: [
                .init(id: first.id, weight: 0.3), .init(id: second.id, weight: 0.2), .init(id: third.id, weight: 0.1),
            ])
        let catalog = [seed, first, second, third]
        let profile = UserProfile.empty.applying(.like, to: seed)

        let terms = [first, second, third].map { movie in
            Ranking.score(movie, in: catalog, profile: profile, weights: weights).total - 7.0
        }
        #expect(terms == [12, 10, 5])
    }

    @Test("Breadth adds its weight times how many liked films point at a film, relative to the most pointed at")
    func breadthOfEvidence() {
        var weights = Self.exact
        weights.coLikedBreadth = 1
        let both = Self.film("tt9200401", critic: 7.0)
        let one = Self.film("tt9200402", critic: 7.0)
        let seeds = [
            Self.film(
                "tt9200400", critic: 8.0, coLiked: [.init(id: both.id, weight: 0.1), .init(id: one.id, weight: 0.1)]),
            Self.film("tt9200410", critic: 8.0, coLiked: [.init(id: both.id, weight: 0.1)]),
        ]
        let catalog = seeds + [both, one]
        let profile = seeds.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }

        #expect(Ranking.score(both, in: catalog, profile: profile, weights: weights).total == 7.0 + 10 + 1)
        #expect(Ranking.score(one, in: catalog, profile: profile, weights: weights).total == 7.0 + 5 + 0.5)
    }
}
