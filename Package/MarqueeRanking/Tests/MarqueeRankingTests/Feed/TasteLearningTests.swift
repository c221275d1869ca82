import Foundation
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The co-rating rule: quality first, re-ranked by co-ratings, with few true reasons.
struct TasteLearningTests {
    /// The co-rating term for evidence `x` when the profile's strongest evidence is `s`: `10 × x / s`, never
    /// below −10.
    private static func coRating(_ evidence: Double, strongest: Double) -> Double {
        10 * max(-1, evidence / strongest)
    }

    /// No prior, no variety penalties, quality at full weight: a feed of these films is exactly their score order.
    private static var exact: RankingWeights {
        var weights = Ranking.plainWeights
        weights.priorReviewCount = 0
        weights.qualityYield = 0
        return weights
    }

    private static func film(_ id: String, _ title: String, critic: Double, coLiked: [CoLikedFilm] = []) -> Movie {
        Synthetic.film(id, title: title, year: nil, genres: [], critic: critic, reviews: 100, coLiked: coLiked)
    }

    private static func pick(_ movie: Movie, _ score: Double, _ reasons: [RecommendationReason] = []) -> Recommendation
    {
        Recommendation(movie: movie, score: score, reasons: reasons, engine: .localTaste)
    }

    @Test(
        "Liking a film lifts its co-liked neighbour above better films, saying whose fans liked it; it leaves the feed"
    )
    func coLikedNeighbourRises() {
        let neighbour = Self.film("tt9100002", "Neighbour", critic: 7.0)
        let seed = Self.film("tt9100001", "Seed", critic: 8.0, coLiked: [.init(id: neighbour.id, weight: 0.08)])
        let better = Self.film("tt9100003", "Better", critic: 7.5)
        let weaker = Self.film("tt9100004", "Weaker", critic: 6.5)
        let catalog = [seed, neighbour, better, weaker]

        let before = Ranking.rank(catalog, profile: .empty, weights: Self.exact, limit: 4)
        #expect(
            sameRecommendations(
                before,
                [
                    Self.pick(seed, 8.0, [.init(.highlyRated(score: 8.0), contribution: 8.0)]),
                    Self.pick(better, 7.5), Self.pick(neighbour, 7.0), Self.pick(weaker, 6.5),
                ]))

        let liked = UserProfile.empty.applying(.like, to: seed)
        let after = Ranking.rank(catalog, profile: liked, weights: Self.exact, limit: 4)
        // The only neighbour is the strongest, so it gets the whole term.
        let lift = Self.coRating(0.08, strongest: 0.08)
        #expect(
            sameRecommendations(
                after,
                [
                    Self.pick(neighbour, 7.0 + lift, [.init(.coLiked(becauseOf: "Seed"), contribution: lift)]),
                    Self.pick(better, 7.5), Self.pick(weaker, 6.5),
                ]))
    }

    @Test("One like gives its strongest neighbour the whole co-rating term and weaker neighbours their share")
    func relativeCoRating() {
        let strong = Self.film("tt9100005", "Strong", critic: 7.0)
        let weak = Self.film("tt9100006", "Weak", critic: 7.0)
        let seed = Self.film(
            "tt9100001", "Seed", critic: 8.0,
            coLiked: [.init(id: strong.id, weight: 0.2), .init(id: weak.id, weight: 0.05)])
        let catalog = [seed, strong, weak]
        let profile = UserProfile.empty.applying(.like, to: seed)

        #expect(Ranking.taste(profile, over: catalog, weights: Self.exact).strongestCoLiked == 0.2)
        let feed = Ranking.rank(catalog, profile: profile, weights: Self.exact, limit: 3)
        let share = Self.coRating(0.05, strongest: 0.2)
        #expect(share == 2.5)
        #expect(
            sameRecommendations(
                feed,
                [
                    Self.pick(strong, 7.0 + 10, [.init(.coLiked(becauseOf: "Seed"), contribution: 10)]),
                    Self.pick(weak, 7.0 + share, [.init(.coLiked(becauseOf: "Seed"), contribution: share)]),
                ]))
    }

    @Test("A liked film with no people, critic or audience data lifts its neighbour, its points paced by the prior")
    func thinFilmCarriesTaste() throws {
        // Spirited Away's case: an `ml:` film the catalog knows only by its title and its co-rating links.
        let thin = Movie(
            id: MovieID("ml:9100030"), title: "Thin",
            coLiked: [.init(id: MovieID("tt9100031"), weight: 0.04), .init(id: MovieID("tt9100032"), weight: 0.01)])
        var neighbour = Self.film("tt9100031", "Neighbour", critic: 7.0)
        neighbour.audience = AudienceScore(mean: 4.0, ratings: 40)
        let weaker = Self.film("tt9100032", "Weaker", critic: 7.0)
        let other = Self.film("tt9100033", "Other", critic: 8.0)
        let catalog = [thin, neighbour, weaker, other]
        let liked = UserProfile.empty.applying(.like, to: thin)
        var off = RankingWeights.standard
        off.coLiked = 0

        // One like keeps 1 / (1 + 1/8)² of the prior's 45 points; the co-rating term defers to the prior by that
        // share to the power `coLikedPriorFade`: its 10 points count that much less, and it adds that share of the
        // prior's 45 points times `coLikedPriorShare`, times the relative evidence to the 8th power.
        let standard = RankingWeights.standard
        let heard = pow(1 / pow(1 + 1 / standard.audienceFilms, standard.audienceFade), standard.coLikedPriorFade)
        let points = standard.coLikedPriorShare * standard.audiencePrior * heard
        let linear = standard.coLiked * (1 - standard.coLikedPriorYield * heard)

        let score = Ranking.score(neighbour, in: catalog, profile: liked)
        let without = Ranking.score(neighbour, in: catalog, profile: liked, weights: off)
        let term = try #require(score.reasons.first { $0.kind == .coLiked(becauseOf: "Thin") }).contribution
        #expect(abs(term - (linear + points)) < 1e-9)
        #expect(
            score
                == FilmScore(
                    total: without.total + term, base: without.base,
                    reasons: [.init(.coLiked(becauseOf: "Thin"), contribution: term)]))
        // Without the co-rating term the audience prior alone carries the film, so it is named; beside another
        // reason it is not.
        #expect(without.reasons.map(\.kind) == [.popularWithAudiences(AudienceScore(mean: 4.0, ratings: 40))])
        let weakerGain =
            Ranking.score(weaker, in: catalog, profile: liked).total
            - Ranking.score(weaker, in: catalog, profile: liked, weights: off).total
        #expect(abs(weakerGain - (linear * (0.01 / 0.04) + points * pow(0.25, 8))) < 1e-9)
        #expect(Ranking.rank(catalog, profile: liked, limit: 1).map(\.id) == [neighbour.id])
    }

    @Test("Many likes pointing at the same film give it no more than one like does: the whole term, 10")
    func manyLikesEarnTheWholeTermOnce() {
        let neighbour = Self.film("tt9100007", "Neighbour", critic: 7.0)
        let seeds = (1...3).map { index in
            Self.film("tt910000\(index)", "Seed \(index)", critic: 8.0, coLiked: [.init(id: neighbour.id, weight: 0.2)])
        }
        let catalog = seeds + [neighbour]
        let one = UserProfile.empty.applying(.like, to: seeds[0])
        let three = seeds.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }

        let expected = FilmScore(
            total: 17, base: 7, reasons: [.init(.coLiked(becauseOf: "Seed 1"), contribution: 10)])
        #expect(Ranking.score(neighbour, in: catalog, profile: one, weights: Self.exact) == expected)
        #expect(Ranking.score(neighbour, in: catalog, profile: three, weights: Self.exact) == expected)
    }

    @Test("Passing a film alone pushes its co-liked neighbour down by the whole co-rating term, with no reason")
    func passPushesNeighboursDown() {
        let neighbour = Self.film("tt9100012", "Neighbour", critic: 8.0)
        let passed = Self.film("tt9100011", "Passed", critic: 7.0, coLiked: [.init(id: neighbour.id, weight: 0.08)])
        let other = Self.film("tt9100013", "Other", critic: 7.6)
        let catalog = [passed, neighbour, other]
        let before = Ranking.rank(catalog, profile: .empty, weights: Self.exact, limit: 3)
        #expect(before.map(\.id) == [neighbour.id, other.id, passed.id])

        let profile = UserProfile.empty.applying(.pass, to: passed)
        // With no positive evidence the strongest pass (a quarter of its link) sets the scale, so its neighbour
        // loses the whole term.
        #expect(Ranking.taste(profile, over: catalog, weights: Self.exact).strongestCoLiked == 0.08 * 0.25)
        let feed = Ranking.rank(catalog, profile: profile, weights: Self.exact, limit: 3)
        #expect(
            sameRecommendations(
                feed,
                [
                    Self.pick(other, 7.6),
                    Self.pick(
                        neighbour, 8.0 - 10, [.init(.highlyRated(score: 8.0), contribution: 8.0)]),
                ]))
    }

    @Test("Beside a like, a pass pushes its neighbours down relative to the like's strongest, never below −10")
    func passBesideLikePushesDown() {
        let fan = Self.film("tt9100014", "Fan", critic: 7.0)
        let close = Self.film("tt9100015", "Close", critic: 7.5)
        let far = Self.film("tt9100016", "Far", critic: 7.8)
        let seed = Self.film("tt9100017", "Seed", critic: 8.0, coLiked: [.init(id: fan.id, weight: 0.1)])
        let dud = Self.film(
            "tt9100018", "Dud", critic: 6.0,
            coLiked: [.init(id: close.id, weight: 0.05), .init(id: far.id, weight: 0.6)])
        let catalog = [seed, dud, fan, close, far]
        let profile = UserProfile.empty.applying(.like, to: seed).applying(.pass, to: dud)

        let feed = Ranking.rank(catalog, profile: profile, weights: Self.exact, limit: 5)
        #expect(
            sameRecommendations(
                feed,
                [
                    Self.pick(fan, 7.0 + 10, [.init(.coLiked(becauseOf: "Seed"), contribution: 10)]),
                    Self.pick(close, 7.5 + Self.coRating(-0.05 * 0.25, strongest: 0.1)),
                    Self.pick(far, 7.8 - 10, [.init(.highlyRated(score: 7.8), contribution: 7.8)]),
                ]))
        // A pass counts a quarter of its links (`passedShare`): 0.6 × 0.25 is past the like's 0.1, so it stops at −10.
        #expect(Self.coRating(-0.05 * 0.25, strongest: 0.1) == -1.25)
    }

    @Test("A like and a pass linked four times as strongly to the same neighbour cancel out")
    func likeAndPassCancel() {
        let neighbour = Self.film("tt9100022", "Neighbour", critic: 7.0)
        let liked = Self.film("tt9100021", "Liked", critic: 7.0, coLiked: [.init(id: neighbour.id, weight: 0.05)])
        // A pass counts a quarter of its links (`passedShare`).
        let passed = Self.film("tt9100023", "Passed", critic: 7.0, coLiked: [.init(id: neighbour.id, weight: 0.2)])
        let catalog = [liked, neighbour, passed]
        let profile = UserProfile.empty.applying(.like, to: liked).applying(.pass, to: passed)

        let score = Ranking.score(neighbour, in: catalog, profile: profile, weights: Self.exact)
        #expect(score == FilmScore(total: 7.0, base: 7.0, reasons: []))
    }

    @Test(
        "A 4/10 film with the strongest evidence scores 4 − 6 × 2 + 10 = 2, below good films with strong evidence"
    )
    func qualityIsTheBackbone() {
        let poor = Self.film("tt9100030", "Poor", critic: 4.0)
        let good = Self.film("tt9100040", "Good", critic: 7.0)
        let better = Self.film("tt9100041", "Better", critic: 7.5)
        let fair = Self.film("tt9100042", "Fair", critic: 6.5)
        let liked = (1...3).map { index in
            Self.film(
                "tt910003\(index)", "Liked \(index)", critic: 8.0,
                coLiked: [
                    .init(id: poor.id, weight: 0.5), .init(id: good.id, weight: 0.4), .init(id: better.id, weight: 0.4),
                ])
        }
        let catalog = liked + [good, better, fair, poor]
        let profile = liked.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }

        // Evidence: Poor 1.5 (the strongest), Good and Better 1.2 each, so they get 10 × 1.2 / 1.5 = 8.
        let feed = Ranking.rank(catalog, profile: profile, weights: Self.exact, limit: catalog.count)
        let lift = Self.coRating(1.2, strongest: 1.5)
        #expect(
            sameRecommendations(
                feed,
                [
                    Self.pick(better, 7.5 + lift, [.init(.coLiked(becauseOf: "Liked 1"), contribution: lift)]),
                    Self.pick(good, 7.0 + lift, [.init(.coLiked(becauseOf: "Liked 1"), contribution: lift)]),
                    Self.pick(fair, 6.5),
                    Self.pick(poor, 4.0 - 6 * 2 + 10, [.init(.coLiked(becauseOf: "Liked 1"), contribution: 10)]),
                ]))
    }

    @Test("With the shipped prior, a 4/10 film loved by every liked film's fans stays out of a top 3 of good films")
    func poorFilmStaysOutOfTheTop() {
        let poor = Synthetic.film("tt9100030", title: "Poor", critic: 4.0, reviews: 200)
        let liked = (1...3).map { index in
            Synthetic.film(
                "tt910003\(index)", title: "Liked \(index)", critic: 8.0, reviews: 100,
                coLiked: [.init(id: poor.id, weight: 0.5)])
        }
        let good = [7.5, 7.8, 8.1].enumerated().map { index, critic in
            Synthetic.film("tt910004\(index)", title: "Good \(index)", critic: critic, reviews: 100)
        }
        let catalog = liked + good + [poor]
        let profile = liked.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }

        let feed = Ranking.rank(catalog, profile: profile, limit: 3)
        #expect(Set(feed.map(\.id)) == Set(good.map(\.id)))
    }

    @Test("Nine genres earn no more than one: the genre share is normalised per film")
    func manyGenresEarnNoMore() {
        let liked = Synthetic.film("tt9100050", title: "Liked", year: nil, genres: [.sciFi])
        let focused = Synthetic.film("tt9100051", title: "Focused", year: nil, genres: [.sciFi])
        let sprawling = Synthetic.film(
            "tt9100052", title: "Sprawling", year: nil,
            genres: [.sciFi, .adventure, .thriller, .action, .drama, .horror, .mystery, .comedy, .fantasy])
        let catalog = [liked, focused, sprawling]
        let profile = UserProfile.empty.applying(.like, to: liked)

        let focusedScore = Ranking.score(focused, in: catalog, profile: profile)
        let sprawlingScore = Ranking.score(sprawling, in: catalog, profile: profile)
        let scale = Ranking.taste(profile, over: catalog).qualityScale
        // The whole liked-genre term, 2, since Focused's only genre is the liked film's.
        #expect(abs(focusedScore.total - focusedScore.base * scale - 2.0) < 1e-9)
        #expect(sprawlingScore.total - sprawlingScore.base * scale < focusedScore.total - focusedScore.base * scale)
        #expect(sprawlingScore.reasons.map(\.kind) == [.genreYouLike(.sciFi)])
    }

    @Test(
        "Every pick has at most three reasons, strongest first, each exactly one term of its score",
        arguments: Profiles.all)
    func reasonsAreTerms(profile: UserProfile) throws {
        let scale = Ranking.taste(profile, over: CoRated.all).qualityScale
        for movie in CoRated.all {
            let score = Ranking.score(movie, in: CoRated.all, profile: profile)
            #expect(score.reasons.count <= 3, "\(movie.title)")
            let contributions = score.reasons.map(\.contribution)
            #expect(contributions == contributions.sorted(by: >), "\(movie.title)")
            for reason in score.reasons {
                var without = RankingWeights()
                switch reason.kind {
                case .criticFavorite(let value), .highlyRated(let value):
                    #expect(value == score.base && reason.contribution == score.base * scale, "\(movie.title)")
                    continue
                case .coLiked: (without.coLiked, without.coLikedPriorShare) = (0, 0)
                case .preferredGenre: without.preferredGenre = 0
                case .genreYouLike: without.likedGenre = 0
                case .director: without.likedDirector = 0
                case .cast: without.likedCast = 0
                case .youSavedIt: without.savedItself = 0
                case .youLikedIt: without.likedItself = 0
                default:
                    Issue.record("\(movie.title): \(reason.kind) is not a ranking term")
                    continue
                }
                let rest = Ranking.score(movie, in: CoRated.all, profile: profile, weights: without)
                #expect(reason.contribution > 0, "\(movie.title)")
                #expect(abs(score.total - rest.total - reason.contribution) < 1e-9, "\(movie.title): \(reason.kind)")
            }
        }
    }

    @Test(
        "The whole feed for a fan of The Dark Knight and Heat: films their fans liked rise among the good ones"
    )
    func wholeFeedForCrimeFan() {
        let profile = UserProfile.empty.applying(.like, to: Films.darkKnight).applying(.like, to: Films.heat)

        let feed = Ranking.rank(CoRated.all, profile: profile, weights: Ranking.plainWeights, limit: 5)
        #expect(
            feed.map(\.movie.title) == [
                "Inception", "The Godfather", "Taxi Driver", "The Godfather Part II", "The Matrix",
            ])
    }
}
