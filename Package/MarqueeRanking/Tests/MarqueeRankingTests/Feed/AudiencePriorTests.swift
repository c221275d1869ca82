import Foundation
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The audience prior: what people watch and like, heard while a profile has few likes.
struct AudiencePriorTests {
    /// The prior's weights fixed here, so the tests read the mechanism, not the values chosen on the folds; no
    /// variety penalties, so a feed is its score order.
    private static var weights: RankingWeights {
        var weights = Ranking.plainWeights
        weights.audiencePrior = 8
        weights.audienceMix = 0.3
        weights.audienceFilms = 5
        weights.audienceFade = 2
        weights.audiencePriorRatings = 10
        weights.coLikedPriorFade = 1
        return weights
    }

    private static func film(
        _ id: String, critic: Double?, reviews: Int = 100, audience: AudienceScore? = nil, genres: GenreSet = [.drama]
    ) -> Movie {
        var movie = Synthetic.film(id, title: id, genres: genres, critic: critic, reviews: critic == nil ? 0 : reviews)
        movie.audience = audience
        return movie
    }

    /// A film three hundred people rated well, one critics score higher that nobody rated, and one below the floor
    /// that many people rated.
    private static let watched = film("tt9300001", critic: 8.0, audience: AudienceScore(mean: 4.2, ratings: 300))
    private static let unwatched = film("tt9300002", critic: 8.8)
    private static let belowFloor = film("tt9300003", critic: 5.5, audience: AudienceScore(mean: 3.0, ratings: 250))
    private static let catalog = [watched, unwatched, belowFloor]

    @Test("A catalog's audience prior is its rating-weighted mean rating and its most-rated film's count")
    func measures() {
        let measured = AudiencePrior(measuring: Self.catalog)

        #expect(measured == AudiencePrior(mean: (4.2 * 300 + 3.0 * 250) / 550, mostRatings: 300))
        #expect(AudiencePrior(measuring: FilmTable(movies: Self.catalog)) == measured)
        #expect(AudiencePrior(measuring: Films.all) == .none)
    }

    @Test(
        "Evidence is (1 − mix) × reach + mix × the Bayesian mean read from 0.5 to 5 stars; nothing without ratings",
        arguments: [
            (4.2, 300, 0.7 * 1 + 0.3 * (((4.2 * 300 + 10 * 3.5) / 310) - 0.5) / 4.5),
            (5.0, 3, 0.7 * (log1p(3.0) / log1p(300.0)) + 0.3 * (((5.0 * 3 + 10 * 3.5) / 13) - 0.5) / 4.5),
            (nil, 0, 0.3 * (3.5 - 0.5) / 4.5),
        ] as [(Double?, Int, Double)]
    )
    func evidence(mean: Double?, ratings: Int, expected: Double) {
        let prior = AudiencePrior(mean: 3.5, mostRatings: 300)

        let evidence = prior.evidence(mean: mean, ratings: ratings, priorRatings: 10, mix: 0.3)
        #expect(abs(evidence - expected) < 1e-12)
        #expect(AudiencePrior.none.evidence(mean: mean, ratings: ratings, priorRatings: 10, mix: 0.3) == 0)
    }

    @Test("With no likes, a film many people rated well leads one the critics score higher that nobody rated")
    func newUserHearsTheAudience() {
        let feed = Ranking.rank(Self.catalog, profile: .empty, weights: Self.weights, limit: 3)
        var off = Self.weights
        off.audiencePrior = 0
        let critics = Ranking.rank(Self.catalog, profile: .empty, weights: off, limit: 3)

        #expect(feed.map(\.id) == [Self.watched.id, Self.unwatched.id, Self.belowFloor.id])
        #expect(critics.map(\.id) == [Self.unwatched.id, Self.watched.id, Self.belowFloor.id])
    }

    @Test(
        "The prior adds audiencePrior / (1 + liked films / 5)² × evidence: it yields as likes come",
        arguments: [0, 1, 5, 20])
    func yieldsToLikes(likes: Int) {
        let liked = (0..<likes).map { Self.film("tt93101\(String(format: "%02d", $0))", critic: 7.0, genres: []) }
        let catalog = Self.catalog + liked
        let profile = liked.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }
        var off = Self.weights
        off.audiencePrior = 0

        let with = Ranking.score(Self.watched, in: catalog, profile: profile, weights: Self.weights)
        let without = Ranking.score(Self.watched, in: catalog, profile: profile, weights: off)
        let evidence = AudiencePrior(measuring: catalog).evidence(
            mean: 4.2, ratings: 300, priorRatings: 10, mix: 0.3)
        let term = 8 * (1 / pow(1 + Double(likes) / 5, 2)) * evidence
        #expect(abs(with.total - (without.total + term)) < 1e-9)
        #expect(FilmScore(total: without.total, base: with.base, reasons: with.reasons) == without)
    }

    @Test("The prior never lifts a film below the 6/10 floor, however many people rated it")
    func floorHolds() {
        var off = Self.weights
        off.audiencePrior = 0

        #expect(
            Ranking.score(Self.belowFloor, in: Self.catalog, profile: .empty, weights: Self.weights)
                == Ranking.score(Self.belowFloor, in: Self.catalog, profile: .empty, weights: off))
    }

    @Test("A pick that keeps a tenth of the catalog reads the prior among its films; a broad pick barely narrows it")
    func onboardingFocus() {
        let horror = Self.film(
            "tt9300010", critic: 7.5, audience: AudienceScore(mean: 3.8, ratings: 100), genres: [.horror])
        let dramas = (0..<9).map { Self.film("tt930002\($0)", critic: 7.0, genres: [.drama]) }
        let popular = Self.film("tt9300030", critic: 8.0, audience: AudienceScore(mean: 4.4, ratings: 300))
        let catalog = [horror, popular] + dramas
        var off = Self.weights
        off.audiencePrior = 0
        func focus(_ genres: GenreSet) -> Double {
            var taste = Ranking.taste(UserProfile(preferredGenres: genres), over: catalog, weights: Self.weights)
            taste.measureRarity(of: catalog)
            return taste.preferredFocus
        }

        #expect(focus([]) == 0)
        #expect(focus([.horror]) == min(1, log(1.0 / 11) / log(0.1)))
        #expect(focus([.drama]) == log(10.0 / 11) / log(0.1))
        let picked = UserProfile(preferredGenres: [.horror])
        #expect(
            Ranking.score(popular, in: catalog, profile: picked, weights: Self.weights)
                == Ranking.score(popular, in: catalog, profile: picked, weights: off))
        #expect(
            Ranking.rank(catalog, profile: picked, weights: Self.weights, limit: 2).map(\.id) == [
                horror.id, popular.id,
            ])
    }

    @Test("While the prior is heard, the strongest co-rated films gain a share of its points, the strongest the most")
    func coRatingKeepsPace() {
        let strongest = Self.film("tt9300040", critic: 7.0, genres: [])
        let weaker = Self.film("tt9300041", critic: 7.0, genres: [])
        var liked = Self.film("tt9300042", critic: 7.0, genres: [])
        liked.coLiked = [CoLikedFilm(id: strongest.id, weight: 2), CoLikedFilm(id: weaker.id, weight: 1)]
        let catalog = Self.catalog + [strongest, weaker, liked]
        let profile = UserProfile.empty.applying(.like, to: liked)
        var weights = Self.weights
        weights.coLikedPriorShare = 0.5
        weights.coLikedPriorPower = 2
        var off = weights
        off.coLikedPriorShare = 0

        // One like keeps 1 / (1 + 1/5)² of the prior's 8 points; half of them go to the strongest, (1/2)² of that
        // to a film with half its evidence.
        let points = 0.5 * 8 / pow(1.2, 2)
        let gains = [strongest, weaker].map { movie in
            Ranking.score(movie, in: catalog, profile: profile, weights: weights).total
                - Ranking.score(movie, in: catalog, profile: profile, weights: off).total
        }
        #expect(zip(gains, [points, points / 4]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(gains)")
    }

    @Test("A first like's co-rating term yields to the prior as far as it is heard, and is whole with many likes")
    func coRatingYieldsToThePrior() {
        let neighbour = Self.film("tt9300043", critic: 7.0, genres: [])
        let others = (0..<40).map { Self.film("tt93001\($0 + 10)", critic: 7.0, genres: []) }
        var liked = Self.film("tt9300044", critic: 7.0, genres: [])
        liked.coLiked = [CoLikedFilm(id: neighbour.id, weight: 1)]
        let catalog = Self.catalog + [neighbour, liked] + others
        var weights = Self.weights
        weights.coLikedPriorYield = 0.5
        weights.coLikedPriorFade = 2
        var off = weights
        off.coLikedPriorYield = 0
        func gain(_ profile: UserProfile) -> Double {
            Ranking.score(neighbour, in: catalog, profile: profile, weights: off).total
                - Ranking.score(neighbour, in: catalog, profile: profile, weights: weights).total
        }

        // One like keeps 1 / (1 + 1/5)² of the prior; squared, half of that share of the term's 10 points yields.
        let one = UserProfile.empty.applying(.like, to: liked)
        #expect(abs(gain(one) - 10 * 0.5 * pow(1 / pow(1.2, 2), 2)) < 1e-9, "\(gain(one))")
        // With forty more likes the prior keeps (1 / 9.2)², and the term yields under a thousandth of a point.
        let many = others.reduce(one) { $0.applying(.like, to: $1) }
        #expect(abs(gain(many) - 10 * 0.5 * pow(1 / pow(9.2, 2), 2)) < 1e-9, "\(gain(many))")
        #expect(gain(many) < 1e-3)
        // Without likes there is no like's signal to shrink: passes push their neighbours down whole.
        let passed = UserProfile.empty.applying(.pass, to: liked)
        #expect(gain(passed) == 0)
    }

    @Test("A broad pick narrows the prior by its focus to audienceFocusPower; a pick heard whole stays whole")
    func broadPickNarrowsThePriorLess() {
        let horror = Self.film("tt9300050", critic: 7.5, genres: [.horror])
        let dramas = (0..<9).map { Self.film("tt930006\($0)", critic: 7.0, genres: [.drama]) }
        let catalog = [horror] + dramas
        var weights = Self.weights
        weights.audienceFocusPower = 2
        func focus(_ genres: GenreSet) -> (onboarding: Double, prior: Double) {
            var taste = Ranking.taste(UserProfile(preferredGenres: genres), over: catalog, weights: weights)
            taste.measureRarity(of: catalog)
            return (taste.preferredFocus, taste.audienceFocus)
        }

        let drama = log(9.0 / 10) / log(0.1)
        #expect(focus([.drama]) == (drama, pow(drama, 2)))
        #expect(focus([.horror]) == (1, 1))
    }

    @Test("Ask's and the form's taste bonus leaves the prior out, with the rest of quality")
    func tasteBonusLeavesItOut() {
        let engine = RecommendationEngine(weights: Self.weights)
        var off = Self.weights
        off.audiencePrior = 0
        let prior = CriticPrior(measuring: Self.catalog, weight: Self.weights.priorReviewCount)
        let profile = UserProfile(preferredGenres: [.drama])

        for movie in Self.catalog {
            let bonus = engine.tasteBonus(
                movie, taste: Ranking.taste(profile, over: Self.catalog, weights: Self.weights), prior: prior)
            let without = RecommendationEngine(weights: off).tasteBonus(
                movie, taste: Ranking.taste(profile, over: Self.catalog, weights: off), prior: prior)
            // Equal but for the rounding of adding the prior's points and taking them away again.
            #expect(abs(bonus - without) < 1e-9, "\(movie.title)")
        }
    }
}
