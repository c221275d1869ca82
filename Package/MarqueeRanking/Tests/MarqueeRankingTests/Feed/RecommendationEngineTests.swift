import Foundation
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

struct RecommendationEngineTests {
    private static let prior = CriticPrior(measuring: Films.all, weight: RankingWeights.standard.priorReviewCount)

    /// The critic chip the engine must show for a shrunk score, per Kino's thresholds, worth the points quality
    /// keeps for the profile (`scale`).
    private static func criticChip(_ base: Double, scale: Double = 1) -> [RecommendationReason] {
        if base >= 8.2 { return [.init(.criticFavorite(score: base), contribution: base * scale)] }
        if base >= 7.8 { return [.init(.highlyRated(score: base), contribution: base * scale)] }
        return []
    }

    // MARK: - Content terms

    @Test("A preferred genre lifts a film to the top by its share of the film's genres, with a 'More …' chip")
    func preferredGenreLiftsToTop() throws {
        let plain = Ranking.rank(profile: .empty, limit: 3)
        #expect(plain.first?.id == Films.casablanca.id)
        #expect(!plain.map(\.id).contains(Films.hoopDreams.id))

        let onboarded = Ranking.rank(profile: UserProfile(preferredGenres: [.documentary]), limit: 5)
        let top = try #require(onboarded.first)
        let base = Self.prior.score(Films.hoopDreams)
        #expect(
            top
                == Recommendation(
                    movie: Films.hoopDreams,
                    score: base + RankingWeights.standard.preferredGenre / 2,
                    reasons: Self.criticChip(base) + [
                        .init(.preferredGenre(.documentary), contribution: RankingWeights.standard.preferredGenre / 2)
                    ],
                    engine: .localTaste
                )
        )
    }

    @Test("The onboarding genres yield to likes: with n liked films they keep 1 / (1 + n / 5) of their weight")
    func preferredGenresYieldToLikes() {
        let weights = RankingWeights.standard
        let liked = Array(Films.all.prefix(5))
        let index = Dictionary(uniqueKeysWithValues: Films.all.map { ($0.id, $0) })
        let scales: [Double] = [0, 1, 5].map { (count: Int) -> Double in
            var profile = UserProfile(preferredGenres: [.documentary])
            for movie in liked.prefix(count) { profile = profile.applying(.like, to: movie) }
            return TasteModel(profile: profile, weights: weights, lookup: { index[$0] }).preferredGenreYield
        }

        let expected: [Double] = [1, 1 / (1 + 1.0 / 5), 1 / (1 + 5.0 / 5)]
        #expect(scales == expected)
    }

    @Test("Passed films never appear, even in a feed long enough for the whole catalog or filtered to their genre")
    func passedFilmsNeverAppear() {
        let passed = [Films.casablanca, Films.godfather, Films.spiritedAway]
        let profile = passed.reduce(UserProfile(preferredGenres: [.drama])) { $0.applying(.pass, to: $1) }

        let feed = Ranking.rank(profile: profile, limit: 100)
        #expect(Set(feed.map(\.id)) == Set(Films.all.map(\.id)).subtracting(passed.map(\.id)))
        #expect(feed.count == Films.all.count - passed.count)

        let dramas = Ranking.rank(profile: profile, limit: 100, genre: .drama)
        #expect(dramas.allSatisfy { !passed.map(\.id).contains($0.id) })
    }

    @Test("Saving a film raises a genre neighbour by its rarity-weighted genre share and shared language")
    func savingRaisesGenreNeighbour() throws {
        let before = Ranking.rank(profile: .empty, limit: 100)
        let profile = UserProfile.empty.applying(.save, to: Films.alien)
        let after = Ranking.rank(profile: profile, limit: 100)

        let matrixBefore = try #require(before.first { $0.id == Films.matrix.id })
        let matrixAfter = try #require(after.first { $0.id == Films.matrix.id })
        let share =
            Ranking.rarity(.sciFi)
            / [Genre.sciFi, .thriller, .crime, .action].map { Ranking.rarity($0) }.reduce(0, +)
        // Quality yields a little to the save; the liked-genre term, 2 × the share, plus the shared language, 0.3.
        let scale = Ranking.taste(profile).qualityScale
        #expect(abs(matrixAfter.score - matrixBefore.score * scale - (2 * share + 0.3)) < 1e-9)
        // The scoring reasons only: where the variety step puts the film is not what the save changed.
        let scoring = { (pick: Recommendation) in Set(pick.reasons.map(\.kind).filter { !$0.isVariety }) }
        #expect(scoring(matrixAfter).subtracting(scoring(matrixBefore)) == [.genreYouLike(.sciFi)])
    }

    @Test("Saving a film lifts other films by its director by a saturating director term, naming the saved film")
    func savingLiftsSameDirector() {
        let score = Ranking.score(Films.bladeRunner, profile: UserProfile.empty.applying(.save, to: Films.alien))

        #expect(
            score.reasons.contains(
                .init(.director(name: "Ridley Scott", becauseOf: "Alien"), contribution: 2.0 * (1 - exp(-0.7)))))
        #expect(score.reasons.contains { $0.kind == .genreYouLike(.sciFi) })
    }

    // MARK: - Marquee's fixes

    @Test("With an empty profile a 9.5 average from 3 reviews ranks below an 8.8 average from 200 reviews")
    func fewReviewsAreShrunk() throws {
        let festivalDarling = Synthetic.film(
            "tt9000001", title: "Festival Darling", year: 2019, genres: [.western], critic: 9.5, reviews: 3)
        let crowdPleaser = Synthetic.film(
            "tt9000002", title: "Crowd Pleaser", year: 2015, genres: [.western], critic: 8.8, reviews: 200)
        let catalog = Films.all + [festivalDarling, crowdPleaser]

        let westerns = Ranking.rank(catalog, profile: .empty, limit: 10, genre: .western)
        let crowdIndex = try #require(westerns.firstIndex { $0.id == crowdPleaser.id })
        let darlingIndex = try #require(westerns.firstIndex { $0.id == festivalDarling.id })
        #expect(westerns.first?.id == crowdPleaser.id)
        #expect(crowdIndex < darlingIndex)
        #expect(
            Ranking.score(crowdPleaser, in: catalog, profile: .empty).total
                > Ranking.score(festivalDarling, in: catalog, profile: .empty).total
        )

        var unshrunk = RankingWeights()
        unshrunk.priorReviewCount = 0
        let raw = Ranking.rank(catalog, profile: .empty, weights: unshrunk, limit: 10, genre: .western)
        #expect(raw.first?.id == festivalDarling.id)
    }

    @Test("Liking a film lifts another film by the same director above an otherwise-equal film, naming the liked one")
    func likedDirectorLifts() throws {
        var twin = Movie(id: MovieID("tt9000003"), title: "Inception (other director)")
        twin.year = Films.inception.year
        twin.genres = Films.inception.genres
        twin.directors = ["Someone Else"]
        twin.cast = Films.inception.cast
        twin.criticScore = Films.inception.criticScore
        twin.reviewCount = Films.inception.reviewCount
        twin.language = Films.inception.language
        let catalog = Films.all + [twin]
        let profile = UserProfile.empty.applying(.like, to: Films.darkKnight)

        let feed = Ranking.rank(catalog, profile: profile, weights: Ranking.plainWeights, limit: 100)
        let inception = try #require(feed.first { $0.id == Films.inception.id })
        let other = try #require(feed.first { $0.id == twin.id })
        let lift = 2.0 * (1 - exp(-1.0))

        #expect(try #require(feed.firstIndex(of: inception)) < #require(feed.firstIndex(of: other)))
        #expect(abs(inception.score - other.score - lift) < 1e-9)
        #expect(
            inception.reasons.contains(
                .init(.director(name: "Christopher Nolan", becauseOf: "The Dark Knight"), contribution: lift)))
        #expect(!other.reasons.contains { if case .director = $0.kind { true } else { false } })
    }

    @Test("Shared principal cast with a liked film lifts by a saturating cast term, naming the first shared member")
    func likedCastLifts() {
        let profile = UserProfile.empty.applying(.like, to: Films.heat)

        let partII = Ranking.score(Films.godfatherPartII, profile: profile)
        #expect(
            partII.reasons.contains(
                .init(.cast(name: "Al Pacino", becauseOf: "Heat"), contribution: 0.6 * (1 - exp(-2.0))))
        )
        let taxiDriver = Ranking.score(Films.taxiDriver, profile: profile)
        #expect(
            taxiDriver.reasons.contains(
                .init(.cast(name: "Robert De Niro", becauseOf: "Heat"), contribution: 0.6 * (1 - exp(-1.0)))))
        let casablanca = Ranking.score(Films.casablanca, profile: profile)
        #expect(!casablanca.reasons.contains { if case .cast = $0.kind { true } else { false } })
    }

    @Test("Shared cast saturates: five shared members add less than the 0.6 maximum, one adds 0.6 × (1 − 1/e)")
    func castLiftSaturates() {
        let ensemble = Synthetic.film(
            "tt9000010", title: "Ensemble", year: nil, genres: [.war], cast: ["A", "B", "C", "D", "E"])
        let reunion = Synthetic.film(
            "tt9000011", title: "Reunion", year: nil, genres: [.comedy], cast: ["E", "D", "C", "B", "A"])
        let cameo = Synthetic.film("tt9000012", title: "Cameo", year: nil, genres: [.comedy], cast: ["Z", "C"])
        let catalog = [ensemble, reunion, cameo]
        let profile = UserProfile.empty.applying(.like, to: ensemble)

        let scale = Ranking.taste(profile, over: catalog).qualityScale
        let full = Ranking.score(reunion, in: catalog, profile: profile)
        #expect(abs(full.total - full.base * scale - 0.6 * (1 - exp(-5.0))) < 1e-9)
        #expect(full.total - full.base * scale < 0.6)
        #expect(full.reasons.map(\.kind) == [.cast(name: "E", becauseOf: "Ensemble")])
        let single = Ranking.score(cameo, in: catalog, profile: profile)
        #expect(abs(single.total - single.base * scale - 0.6 * (1 - exp(-1.0))) < 1e-9)
    }

    @Test("A liked film gets no genre, director or cast affinity from its own like, only the 'you liked it' term")
    func noAffinityFromOwnLike() {
        let profile = UserProfile.empty.applying(.like, to: Films.darkKnight)
        let base = Self.prior.score(Films.darkKnight)
        let scale = Ranking.taste(profile).qualityScale

        #expect(
            Ranking.score(Films.darkKnight, profile: profile)
                == FilmScore(
                    total: base * scale + 0.3,
                    base: base,
                    reasons: Self.criticChip(base, scale: scale) + [.init(.youLikedIt, contribution: 0.3)]
                )
        )
    }

    @Test("A film both liked and saved gets only its own two terms, not affinity from itself")
    func noAffinityFromOwnLikeAndSave() {
        let profile = UserProfile.empty.applying(.like, to: Films.inception).applying(.save, to: Films.inception)
        let base = Self.prior.score(Films.inception)
        let scale = Ranking.taste(profile).qualityScale

        #expect(
            Ranking.score(Films.inception, profile: profile)
                == FilmScore(
                    total: base * scale + 0.6 + 0.3,
                    base: base,
                    reasons: Self.criticChip(base, scale: scale) + [
                        .init(.youSavedIt, contribution: 0.6), .init(.youLikedIt, contribution: 0.3),
                    ]
                )
        )
    }

    @Test("A liked film still gains from the other films the user liked")
    func likedFilmGainsFromOthers() {
        let profile = UserProfile.empty.applying(.like, to: Films.darkKnight).applying(.like, to: Films.heat)
        let base = Self.prior.score(Films.darkKnight)

        let score = Ranking.score(Films.darkKnight, profile: profile)
        // Every genre of The Dark Knight is shared with Heat (share 1, worth 2); half the liked films are from the
        // 2000s.
        #expect(abs(score.total - (base * Ranking.taste(profile).qualityScale + 2.0 + 0.3 * 0.5 + 0.3 + 0.3)) < 1e-9)
        #expect(score.reasons.count == 3)
        #expect(score.reasons.contains(.init(.youLikedIt, contribution: 0.3)))
        #expect(score.reasons.contains { if case .genreYouLike = $0.kind { $0.contribution == 2.0 } else { false } })
    }

    @Test("A liked film's director chip credits the other liked film, never the film itself")
    func directorChipNeverCreditsItself() {
        let profile = UserProfile.empty.applying(.like, to: Films.darkKnight).applying(.like, to: Films.inception)
        let lift = 2.0 * (1 - exp(-1.0))

        let inception = Ranking.score(Films.inception, profile: profile)
        #expect(
            inception.reasons.contains(
                .init(.director(name: "Christopher Nolan", becauseOf: "The Dark Knight"), contribution: lift)))
        let darkKnight = Ranking.score(Films.darkKnight, profile: profile)
        #expect(
            darkKnight.reasons.contains(
                .init(.director(name: "Christopher Nolan", becauseOf: "Inception"), contribution: lift)))
    }

    @Test("A liked film lifted by a saved film of the same director credits the saved film, not itself")
    func savedDirectorChipNeverCreditsLikedSelf() {
        let profile = UserProfile.empty.applying(.like, to: Films.inception).applying(.save, to: Films.darkKnight)

        let inception = Ranking.score(Films.inception, profile: profile)
        let directorLifts = inception.reasons.filter { if case .director = $0.kind { true } else { false } }
        #expect(directorLifts.count == 1)
        #expect(directorLifts.allSatisfy { abs($0.contribution - 2.0 * (1 - exp(-0.7))) < 1e-9 })
        #expect(directorLifts.map(\.kind) == [.director(name: "Christopher Nolan", becauseOf: "The Dark Knight")])
    }

    // MARK: - Reasons

    @Test(
        "Critic chips follow the shrunk score (favorite from 8.2, highly rated from 7.8); below 6 costs 6 a point",
        arguments: [
            (9.0, RecommendationReason.Kind.criticFavorite(score: 9.0)), (8.2, .criticFavorite(score: 8.2)),
            (8.19, .highlyRated(score: 8.19)), (7.8, .highlyRated(score: 7.8)), (7.79, nil), (5.0, nil),
        ] as [(Double, RecommendationReason.Kind?)]
    )
    func criticChipThresholds(critic: Double, expected: RecommendationReason.Kind?) {
        var weights = RankingWeights()
        weights.priorReviewCount = 0
        let film = Synthetic.film("tt9000020", critic: critic, reviews: 1)

        let score = Ranking.score(film, in: [film], profile: .empty, weights: weights)
        #expect(
            score
                == FilmScore(
                    total: critic - max(0, 6 - critic) * 6,
                    base: critic,
                    reasons: expected.map { [.init($0, contribution: critic)] } ?? []
                )
        )
    }

    @Test("The hot-loop quickScore equals the full score's total for every film", arguments: Profiles.all)
    func quickScoreMatchesScore(profile: UserProfile) {
        let engine = RecommendationEngine()
        let taste = Ranking.taste(profile)
        for movie in Films.all {
            let quick = engine.quickScore(movie, taste: taste, prior: Self.prior)
            #expect(abs(quick - engine.score(movie, taste: taste, prior: Self.prior).total) < 1e-9, "\(movie.title)")
        }
    }

    @Test("The hot-loop quickScore is bit-identical to the full score's total, so pool and picker agree on ties")
    func quickScoreIsBitIdentical() {
        let engine = RecommendationEngine()
        for profile in Profiles.all {
            let taste = Ranking.taste(profile)
            for movie in Films.all {
                #expect(
                    engine.quickScore(movie, taste: taste, prior: Self.prior)
                        == engine.score(movie, taste: taste, prior: Self.prior).total,
                    "\(movie.title)"
                )
            }
        }
    }

    @Test("Every recommendation carries the film's own score and reasons, not the diversity-adjusted value")
    func recommendationsCarryOwnScore() {
        for profile in Profiles.all {
            // Before its own reasons, a pick may say it moved up for variety; that reason adds no points.
            let expected = Ranking.rank(profile: profile, limit: 8).map { recommendation in
                let score = Ranking.score(recommendation.movie, profile: profile)
                let variety = Array(recommendation.reasons.prefix { $0.kind.isVariety && $0.contribution == 0 })
                return Recommendation(
                    movie: recommendation.movie, score: score.total, reasons: variety + score.reasons,
                    engine: .localTaste)
            }
            #expect(Ranking.rank(profile: profile, limit: 8) == expected)
        }
    }

    // MARK: - Ranking mechanics

    @Test("Equal scores go to the higher-rated film, even when the other film's id sorts first")
    func tiesGoToHigherRated() {
        var weights = RankingWeights()
        weights.preferredGenre = 2.5
        weights.priorReviewCount = 0
        // Sci-Fi is half of this two-film catalog: heard whole, so the two scores tie exactly.
        weights.preferredGenreFocusShare = 0.5
        let boosted = Synthetic.film("tt0000001", genres: [.sciFi], critic: 6.0, reviews: 1)
        let acclaimed = Synthetic.film("tt0000002", genres: [.drama], critic: 8.5, reviews: 1)
        let profile = UserProfile(preferredGenres: [.sciFi])

        let feed = Ranking.rank([boosted, acclaimed], profile: profile, weights: weights, limit: 2)
        #expect(feed.map(\.id) == [acclaimed.id, boosted.id])
        #expect(feed.map(\.score) == [8.5, 8.5])
    }

    @Test("Films tied on score and rating fall back to id order")
    func fullTiesGoToLowerID() {
        let films = ["tt0000003", "tt0000001", "tt0000002"].map { Synthetic.film($0, year: nil, genres: []) }

        #expect(
            Ranking.rank(films, profile: .empty, limit: 3).map(\.id.rawValue) == [
                "tt0000001", "tt0000002", "tt0000003",
            ])
    }

    @Test("A tie at the edge of the candidate pool still goes to the higher-rated film")
    func poolEdgeTieGoesToHigherRated() {
        var weights = RankingWeights()
        weights.preferredGenre = 2.5
        weights.priorReviewCount = 0
        // Sci-Fi is half of this two-film catalog: heard whole, so the two scores tie exactly.
        weights.preferredGenreFocusShare = 0.5
        let boosted = (1...40).map { Synthetic.film("tt00000\($0 + 10)", genres: [.sciFi], critic: 6.0, reviews: 1) }
        let acclaimed = Synthetic.film("tt9999999", genres: [.drama], critic: 8.5, reviews: 1)
        let profile = UserProfile(preferredGenres: [.sciFi])

        let feed = Ranking.rank(boosted + [acclaimed], profile: profile, weights: weights, limit: 1)
        #expect(feed.map(\.id) == [acclaimed.id])
    }

    @Test("The same catalog and profile always give the same feed, whatever the catalog's order")
    func deterministic() {
        for profile in Profiles.all {
            let first = Ranking.rank(profile: profile, limit: 10)
            #expect(Ranking.rank(profile: profile, limit: 10) == first)

            let reversed = Ranking.rank(Films.all.reversed(), profile: profile, limit: 10)
            #expect(reversed.map(\.id) == first.map(\.id))
            #expect(zip(reversed, first).allSatisfy { abs($0.score - $1.score) < 1e-9 })
        }
    }

    @Test("A limit of zero or less gives an empty feed", arguments: [0, -1])
    func nonPositiveLimit(limit: Int) {
        #expect(Ranking.rank(profile: Profiles.busy, limit: limit).isEmpty)
    }

    @Test("A huge limit is bounded by the catalog instead of sizing the candidate pool from the limit")
    func hugeLimitDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let taste = TasteModel(profile: .empty, lookup: { _ in nil })
            _ = RecommendationEngine().rank(Films.all, taste: taste, limit: Int.max)
        }
    }

    @Test("The feed holds at most limit films, and every unpassed film when the limit is larger than the catalog")
    func limitBoundsTheFeed() {
        #expect(Ranking.rank(profile: .empty, limit: 3).count == 3)
        #expect(Ranking.rank(profile: .empty, limit: 1_000).count == Films.all.count)
        #expect(Ranking.rank([], profile: .empty, limit: 10).isEmpty)
    }

    @Test(
        "A genre filter keeps exactly the films of that genre the user neither passed nor liked",
        arguments: [Genre.sciFi, .drama, .western, .horror])
    func genreFilter(genre: Genre) {
        let feed = Ranking.rank(profile: Profiles.busy, limit: 100, genre: genre)
        let expected = Films.all.filter {
            $0.genres.contains(genre) && Profiles.busy.passed[$0.id] == nil && Profiles.busy.liked[$0.id] == nil
        }

        #expect(Set(feed.map(\.id)) == Set(expected.map(\.id)))
        #expect(feed.count == expected.count)
    }

    @Test("A genre nobody has gives an empty feed")
    func genreFilterWithNoFilms() {
        #expect(Ranking.rank(profile: .empty, limit: 10, genre: .history).isEmpty)
    }
}

extension RecommendationReason.Kind {
    /// Whether this is the variety step's reason rather than one of the score's terms.
    fileprivate var isVariety: Bool { if case .movedUpForVariety = self { true } else { false } }
}
