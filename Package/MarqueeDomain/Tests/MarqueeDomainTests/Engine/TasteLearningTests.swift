import Foundation
import Testing

@testable import MarqueeDomain

/// The rule of issue 11: quality first, re-ranked by co-ratings, with few true reasons.
struct TasteLearningTests {
    /// The co-rating term for evidence `x`: `4 × (1 − e^(−x / 0.08))`, mirrored below zero.
    private static func coRating(_ evidence: Double) -> Double {
        evidence >= 0 ? 4 * (1 - exp(-evidence / 0.08)) : 4 * (exp(evidence / 0.08) - 1)
    }

    /// No prior, no variety penalties: a feed of these films is exactly their score order.
    private static var exact: RankingWeights {
        var weights = Ranking.plainWeights
        weights.priorReviewCount = 0
        return weights
    }

    private static func film(_ id: String, _ title: String, critic: Double, coLiked: [CoLikedFilm] = []) -> Movie {
        Synthetic.film(id, title: title, year: nil, genres: [], critic: critic, reviews: 100, coLiked: coLiked)
    }

    private static func pick(_ movie: Movie, _ score: Double, _ reasons: [RecommendationReason] = []) -> Recommendation
    {
        Recommendation(movie: movie, score: score, reasons: reasons, engine: .localTaste)
    }

    @Test("Liking a film lifts its co-liked neighbour above better films, saying whose fans liked it")
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
        let lift = Self.coRating(0.08)
        #expect(
            sameRecommendations(
                after,
                [
                    Self.pick(neighbour, 7.0 + lift, [.init(.coLiked(becauseOf: "Seed"), contribution: lift)]),
                    Self.pick(
                        seed, 8.3,
                        [.init(.highlyRated(score: 8.0), contribution: 8.0), .init(.youLikedIt, contribution: 0.3)]),
                    Self.pick(better, 7.5), Self.pick(weaker, 6.5),
                ]))
    }

    @Test("Passing a film pushes its co-liked neighbours down by the co-rating term, and gives them no reason")
    func passPushesNeighboursDown() {
        let neighbour = Self.film("tt9100012", "Neighbour", critic: 8.0)
        let passed = Self.film("tt9100011", "Passed", critic: 7.0, coLiked: [.init(id: neighbour.id, weight: 0.08)])
        let other = Self.film("tt9100013", "Other", critic: 7.6)
        let catalog = [passed, neighbour, other]
        let before = Ranking.rank(catalog, profile: .empty, weights: Self.exact, limit: 3)
        #expect(before.map(\.id) == [neighbour.id, other.id, passed.id])

        let profile = UserProfile.empty.applying(.pass, to: passed)
        let feed = Ranking.rank(catalog, profile: profile, weights: Self.exact, limit: 3)
        #expect(
            sameRecommendations(
                feed,
                [
                    Self.pick(other, 7.6),
                    Self.pick(
                        neighbour, 8.0 + Self.coRating(-0.08), [.init(.highlyRated(score: 8.0), contribution: 8.0)]),
                ]))
    }

    @Test("A like and a pass pointing at the same neighbour cancel out")
    func likeAndPassCancel() {
        let neighbour = Self.film("tt9100022", "Neighbour", critic: 7.0)
        let liked = Self.film("tt9100021", "Liked", critic: 7.0, coLiked: [.init(id: neighbour.id, weight: 0.05)])
        let passed = Self.film("tt9100023", "Passed", critic: 7.0, coLiked: [.init(id: neighbour.id, weight: 0.05)])
        let catalog = [liked, neighbour, passed]
        let profile = UserProfile.empty.applying(.like, to: liked).applying(.pass, to: passed)

        let score = Ranking.score(neighbour, in: catalog, profile: profile, weights: Self.exact)
        #expect(score == FilmScore(total: 7.0, base: 7.0, reasons: []))
    }

    @Test("A 4/10 film with overwhelming co-rating evidence still ranks below every good film")
    func qualityIsTheBackbone() throws {
        let poor = Synthetic.film("tt9100030", title: "Poor", critic: 4.0, reviews: 200)
        let liked = (1...3).map { index in
            Synthetic.film(
                "tt910003\(index)", title: "Liked \(index)", critic: 8.0, reviews: 100,
                coLiked: [.init(id: poor.id, weight: 0.5)])
        }
        let good = [
            Synthetic.film("tt9100040", title: "Good", critic: 7.0, reviews: 100),
            Synthetic.film("tt9100041", title: "Better", critic: 7.5, reviews: 100),
        ]
        let catalog = liked + good + [poor]
        let profile = liked.reduce(UserProfile.empty) { $0.applying(.like, to: $1) }

        let feed = Ranking.rank(catalog, profile: profile, limit: catalog.count)
        #expect(feed.last?.id == poor.id)
        let poorPick = try #require(feed.last)
        #expect(poorPick.reasons.contains { if case .coLiked = $0.kind { true } else { false } })
        #expect(good.allSatisfy { film in feed.contains { $0.id == film.id && $0.score > poorPick.score } })
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
        #expect(abs(focusedScore.total - focusedScore.base - 1.0) < 1e-9)
        #expect(sprawlingScore.total - sprawlingScore.base < focusedScore.total - focusedScore.base)
        #expect(sprawlingScore.reasons.map(\.kind) == [.genreYouLike(.sciFi)])
    }

    @Test(
        "Every pick has at most three reasons, strongest first, each exactly one term of its score",
        arguments: Profiles.all)
    func reasonsAreTerms(profile: UserProfile) throws {
        for movie in CoRated.all {
            let score = Ranking.score(movie, in: CoRated.all, profile: profile)
            #expect(score.reasons.count <= 3, "\(movie.title)")
            let contributions = score.reasons.map(\.contribution)
            #expect(contributions == contributions.sorted(by: >), "\(movie.title)")
            for reason in score.reasons {
                var without = RankingWeights()
                switch reason.kind {
                case .criticFavorite(let value), .highlyRated(let value):
                    #expect(value == score.base && reason.contribution == score.base, "\(movie.title)")
                    continue
                case .coLiked: without.coLiked = 0
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

    @Test("The whole feed for a fan of The Dark Knight and Heat: films their fans liked rise among the good ones")
    func wholeFeedForCrimeFan() {
        let profile = UserProfile.empty.applying(.like, to: Films.darkKnight).applying(.like, to: Films.heat)

        let feed = Ranking.rank(CoRated.all, profile: profile, weights: Ranking.plainWeights, limit: 5)
        #expect(
            feed.map(\.movie.title) == ["The Godfather", "Inception", "Taxi Driver", "Heat", "The Godfather Part II"])
    }
}
