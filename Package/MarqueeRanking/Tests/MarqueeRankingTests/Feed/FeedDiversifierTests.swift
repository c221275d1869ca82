import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking

struct FeedDiversifierTests {
    /// Ten 1990s sci-fi films that top any sci-fi lover's ranking, and ten strong films from elsewhere.
    private static let catalog: [Movie] = {
        let sciFi = (0..<10).map { index in
            Synthetic.film(
                "tt10000\(index + 10)", year: 1990 + index, genres: [.sciFi], critic: 8.9 - Double(index) / 10)
        }
        let others: [(GenreSet, Int)] = [
            ([.drama], 1972), ([.comedy], 1955), ([.western], 1966), ([.animation, .family], 2003),
            ([.documentary], 2014), ([.romance, .war], 1943), ([.horror], 1980), ([.musical], 1961),
            ([.crime, .drama], 1976), ([.sport], 2019),
        ]
        return sciFi
            + others.enumerated().map { index, entry in
                Synthetic.film("tt20000\(index + 10)", year: entry.1, genres: entry.0, critic: 8.8 - Double(index) / 20)
            }
    }()

    private static let sciFiLover = UserProfile(preferredGenres: [.sciFi], hasCompletedOnboarding: true)

    private static func decadesAndGenreSets(_ feed: [Recommendation]) -> (decades: Int, genreSets: Int) {
        (Set(feed.compactMap { $0.movie.year.map { $0 / 10 } }).count, Set(feed.map(\.movie.genres)).count)
    }

    @Test("The scenario is real: the ten best raw scores are all 1990s sci-fi")
    func topTenAreOneGenreAndDecade() {
        let byScore = Self.catalog.sorted {
            Ranking.score($0, in: Self.catalog, profile: Self.sciFiLover).total
                > Ranking.score($1, in: Self.catalog, profile: Self.sciFiLover).total
        }

        #expect(byScore.prefix(10).allSatisfy { $0.genres == [.sciFi] && ($0.year ?? 0) / 10 == 199 })
    }

    @Test("The top five spans more than one decade and genre set even when the ten best are all one kind")
    func feedIsVaried() {
        let feed = Ranking.rank(Self.catalog, profile: Self.sciFiLover, limit: 5)
        let variety = Self.decadesAndGenreSets(feed)

        #expect(feed.count == 5)
        #expect(variety.decades >= 2 || variety.genreSets >= 2)
        #expect(variety.decades >= 2)
        #expect(variety.genreSets >= 2)
        #expect(feed.first?.movie.genres == [.sciFi])
    }

    @Test("With both diversity penalties at zero the top five is the five best scores, all one genre and decade")
    func zeroPenaltiesKeepScoreOrder() {
        var weights = RankingWeights()
        weights.sameDecadePenalty = 0
        weights.genreOverlapPenalty = 0
        let feed = Ranking.rank(Self.catalog, profile: Self.sciFiLover, weights: weights, limit: 5)
        let variety = Self.decadesAndGenreSets(feed)

        #expect(variety.decades == 1)
        #expect(variety.genreSets == 1)
        #expect(feed.map(\.id.rawValue) == (10..<15).map { "tt10000\($0)" })
        #expect(feed.map(\.score) == feed.map(\.score).sorted(by: >))
    }

    @Test("Diversity only reorders: the varied feed is drawn from the same films with their own scores")
    func diversityOnlyReorders() {
        var flat = RankingWeights()
        flat.sameDecadePenalty = 0
        flat.genreOverlapPenalty = 0
        let varied = Ranking.rank(Self.catalog, profile: Self.sciFiLover, limit: 100)
        let plain = Ranking.rank(Self.catalog, profile: Self.sciFiLover, weights: flat, limit: 100)

        #expect(Set(varied.map { [$0.id.rawValue: $0.score] }) == Set(plain.map { [$0.id.rawValue: $0.score] }))
        #expect(varied.map(\.id) != plain.map(\.id))
    }

    @Test("A pick ranked above a better score says it moved up for variety, and only such a pick; the rest keep order")
    func movedPicksSayWhy() {
        let feed = Ranking.rank(Self.catalog, profile: Self.sciFiLover, limit: 20)
        let moved = feed.map { pick in
            pick.reasons.contains { if case .movedUpForVariety = $0.kind { true } else { false } }
        }
        let outOfOrder = feed.indices.map { index in feed[(index + 1)...].contains { $0.score > feed[index].score } }

        #expect(moved == outOfOrder)
        #expect(outOfOrder.contains(true))
    }

    @Test("The reason names what the better film would repeat: its genres, shared with a pick, or its decade")
    func reasonNamesTheRepeat() {
        // The whole catalog, so that the sci-fi films the strong films from elsewhere went ahead of are in the feed
        // too: only a better film the feed shows later makes a pick out of order.
        let feed = Ranking.rank(Self.catalog, profile: Self.sciFiLover, limit: Self.catalog.count)
        let variety = feed.map { pick in
            pick.reasons.compactMap { reason -> VarietyRepeat? in
                if case .movedUpForVariety(let repeated) = reason.kind { repeated } else { nil }
            }
        }
        let outOfOrder = feed.indices.map { index in feed[(index + 1)...].contains { $0.score > feed[index].score } }

        // Each film from elsewhere that goes ahead of a better sci-fi film says that film would repeat sci-fi.
        #expect(variety == outOfOrder.map { $0 ? [.genres([.sciFi])] : [] })
        #expect(outOfOrder.contains(true))
        #expect(zip(feed, outOfOrder).allSatisfy { pick, moved in !moved || pick.movie.genres != [.sciFi] })
    }

    @Test("With both diversity penalties at zero nothing moves, so no pick gives the variety reason")
    func noPenaltiesNoReason() {
        var weights = RankingWeights()
        weights.sameDecadePenalty = 0
        weights.genreOverlapPenalty = 0
        let feed = Ranking.rank(Self.catalog, profile: Self.sciFiLover, weights: weights, limit: 20)

        #expect(!feed.contains { $0.reasons.contains { if case .movedUpForVariety = $0.kind { true } else { false } } })
    }
}
