import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct MoreLikeThisTests {
    private static let prior = CriticPrior(mean: 7.0, weight: 0)

    @Test(
        "More like this lists co-liked films that are good films, strongest link first, skipping poor and unknown ones")
    func goodNeighboursOnly() {
        let strong = Synthetic.film("tt9200001", title: "Strong", critic: 8.5)
        let poor = Synthetic.film("tt9200002", title: "Poor", critic: 5.0)
        let borderline = Synthetic.film("tt9200004", title: "Borderline", critic: 7.0)
        let below = Synthetic.film("tt9200005", title: "Below", critic: 6.99)
        let source = Synthetic.film(
            "tt9200000", title: "Source",
            coLiked: [
                .init(id: strong.id, weight: 0.3), .init(id: poor.id, weight: 0.2),
                .init(id: MovieID("tt9200003"), weight: 0.15), .init(id: below.id, weight: 0.12),
                .init(id: borderline.id, weight: 0.1),
            ])
        let byID = Dictionary(uniqueKeysWithValues: [strong, poor, borderline, below].map { ($0.id, $0) })

        let picks = MoreLikeThis().films(like: source, lookup: { byID[$0] }, prior: Self.prior)
        #expect(
            picks == [
                Recommendation(
                    movie: strong, score: 0.3,
                    reasons: [
                        .init(.coLiked(becauseOf: "Source"), contribution: 0.3),
                        .init(.highlyRated(score: 8.5), contribution: 8.5),
                    ],
                    engine: .localTaste),
                Recommendation(
                    movie: borderline, score: 0.1,
                    reasons: [
                        .init(.coLiked(becauseOf: "Source"), contribution: 0.1),
                        .init(.highlyRated(score: 7.0), contribution: 7.0),
                    ],
                    engine: .localTaste),
            ])
    }

    @Test("More like this stops at five suggestions and is empty for a film without neighbours")
    func boundedAndEmpty() {
        let films = (1...7).map { Synthetic.film("tt920010\($0)", critic: 8.0) }
        let source = Synthetic.film(
            "tt9200100", coLiked: films.enumerated().map { .init(id: $1.id, weight: 1 - Double($0) / 10) })
        let byID = Dictionary(uniqueKeysWithValues: films.map { ($0.id, $0) })

        let picks = MoreLikeThis().films(like: source, lookup: { byID[$0] }, prior: Self.prior)
        #expect(picks.map(\.id) == films.prefix(5).map(\.id))
        #expect(MoreLikeThis().films(like: films[0], lookup: { byID[$0] }, prior: Self.prior).isEmpty)
    }
}
