import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct CriticPriorTests {
    @Test("The measured mean counts each review once and ignores films without a score or without reviews")
    func measuresReviewWeightedMean() {
        let movies = [
            Synthetic.film("tt0000001", critic: 8.0, reviews: 100),
            Synthetic.film("tt0000002", critic: 6.0, reviews: 50),
            Synthetic.film("tt0000003", critic: nil, reviews: 10),
            Synthetic.film("tt0000004", critic: 9.0, reviews: 0),
        ]

        let prior = CriticPrior(measuring: movies, weight: 20)
        #expect(abs(prior.mean - (800.0 + 300.0) / 150.0) < 1e-12)
        #expect(prior.weight == 20)
    }

    @Test("A catalog with no reviews at all measures a neutral mean of 6")
    func emptyCatalogMean() {
        #expect(CriticPrior(measuring: [], weight: 20) == CriticPrior(mean: 6.0, weight: 20))
        #expect(
            CriticPrior(measuring: [Synthetic.film("tt0000001", critic: nil, reviews: 0)], weight: 5)
                == CriticPrior(mean: 6.0, weight: 5)
        )
    }

    @Test(
        "The shrunk score is (n × average + weight × mean) / (n + weight)",
        arguments: [
            (9.5, 3, (3 * 9.5 + 20 * 7.0) / 23.0),
            (8.8, 200, (200 * 8.8 + 20 * 7.0) / 220.0),
            (7.0, 50, 7.0),
            (5.0, 20, 6.0),
        ] as [(Double, Int, Double)]
    )
    func shrinkFormula(critic: Double, reviews: Int, expected: Double) {
        let prior = CriticPrior(mean: 7.0, weight: 20)

        #expect(abs(prior.score(Synthetic.film("tt0000001", critic: critic, reviews: reviews)) - expected) < 1e-12)
    }

    @Test("A 9.5 from 3 reviews shrinks below an 8.8 from 200 reviews")
    func fewReviewsLoseToMany() {
        let prior = CriticPrior(mean: 7.2, weight: 20)

        #expect(
            prior.score(Synthetic.film("tt0000001", critic: 9.5, reviews: 3))
                < prior.score(Synthetic.film("tt0000002", critic: 8.8, reviews: 200))
        )
    }

    @Test("A film with no score or no reviews scores exactly the mean")
    func unreviewedScoresMean() {
        let prior = CriticPrior(mean: 7.3, weight: 20)

        #expect(prior.score(Synthetic.film("tt0000001", critic: nil, reviews: 40)) == 7.3)
        #expect(prior.score(Synthetic.film("tt0000002", critic: 9.9, reviews: 0)) == 7.3)
    }

    @Test("With zero weight the score is the film's own average")
    func zeroWeightIsRaw() {
        let prior = CriticPrior(mean: 7.3, weight: 0)

        #expect(prior.score(Synthetic.film("tt0000001", critic: 9.5, reviews: 1)) == 9.5)
    }
}

struct CriticPriorFallbackTests {
    private static let prior = CriticPrior(mean: 7.0, weight: 20)

    @Test("Without a critic average the Tomatometer counts, mapped to the average's scale, weighing its reviews")
    func tomatometerFallback() {
        var film = Synthetic.film("tt0000001", critic: nil, reviews: 80)
        film.tomatometer = 90

        #expect(abs(Self.prior.score(film) - (20 * 7.0 + 80 * (3.04 + 0.05 * 90)) / 100) < 1e-12)
    }

    @Test("A critic average takes precedence over the Tomatometer and Metacritic")
    func criticAverageFirst() {
        var film = Synthetic.film("tt0000001", critic: 6.0, reviews: 50)
        film.tomatometer = 100
        film.metacritic = 100

        #expect(abs(Self.prior.score(film) - (20 * 7.0 + 50 * 6.0) / 70) < 1e-12)
    }

    @Test("Without a critic average or reviews Metacritic counts as twenty reviews on the 10-point scale")
    func metacriticFallback() {
        var film = Synthetic.film("tt0000001", critic: nil, reviews: 0)
        film.tomatometer = 95
        film.metacritic = 81

        #expect(abs(Self.prior.score(film) - (20 * 7.0 + 20 * 8.1) / 40) < 1e-12)
    }

    @Test("The audience's mean counts half a review per rating, alone or beside the critics")
    func audienceFallback() {
        var alone = Synthetic.film("tt0000001", critic: nil, reviews: 0)
        alone.audience = AudienceScore(mean: 4.0, ratings: 1_000)
        var both = Synthetic.film("tt0000002", critic: 8.0, reviews: 100)
        both.audience = AudienceScore(mean: 3.0, ratings: 40)
        var unrated = Synthetic.film("tt0000003", critic: nil, reviews: 0)
        unrated.audience = AudienceScore(mean: 5.0, ratings: 0)

        #expect(abs(Self.prior.score(alone) - (20 * 7.0 + 500 * 8.0) / 520) < 1e-12)
        #expect(abs(Self.prior.score(both) - (20 * 7.0 + 100 * 8.0 + 20 * 6.0) / 140) < 1e-12)
        #expect(Self.prior.score(unrated) == 7.0)
    }
}
