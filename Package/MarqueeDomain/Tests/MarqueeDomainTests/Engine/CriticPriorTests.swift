import MarqueeDomain
import Testing

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
