import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeRanking
@testable import MarqueeRequests
@testable import MarqueeSearch

struct OfflineAskEngineTests {
    /// Critic chips switched off, so every reason in these tests comes from the request.
    private static let quietWeights: RankingWeights = {
        var weights = RankingWeights()
        weights.criticFavoriteThreshold = 99
        weights.highlyRatedThreshold = 99
        return weights
    }()

    private let parser = AskIntentParser(catalogYears: 1940...2014)
    private let engine = OfflineAskEngine(weights: quietWeights)
    private let prior = CriticPrior(measuring: AskFilms.all, weight: RankingWeights.standard.priorReviewCount)

    private func answer(_ text: String, profile: UserProfile = .empty, limit: Int = 5) -> AskAnswer {
        engine.answer(parser.parse(text), movies: AskFilms.all, profile: profile, limit: limit)
    }

    @Test("'90s horror that isn't too gory' picks only 1990s horror known to be rated PG-13 or milder, best first")
    func ninetiesHorrorNotTooGory() {
        let picks = answer("90s horror that isn't too gory").recommendations

        #expect(
            picks.map(\.movie) == [AskFilms.sixthSense, AskFilms.tremors, AskFilms.arachnophobia, AskFilms.hocusPocus])
        #expect(picks.allSatisfy { (1990...1999).contains($0.movie.year ?? 0) })
        let gory = picks.filter { pick in
            pick.movie.genres.contains(.horror) && [nil, .r, .nc17].contains(pick.movie.contentRating)
        }
        #expect(gory.isEmpty)
        #expect(
            picks.first
                == Recommendation(
                    movie: AskFilms.sixthSense,
                    score: prior.score(AskFilms.sixthSense),
                    reasons: [
                        .init(.askedGenre(.horror), contribution: 0),
                        .init(.releasedWithin(1990...1999), contribution: 0),
                        .init(.rated(.pg13), contribution: 0),
                    ],
                    engine: .offlineIntent
                )
        )
    }

    @Test("'like Interstellar' finds the film, never picks it, and ranks Nolan and sci-fi films by likeness")
    func likeInterstellar() throws {
        let result = answer("like Interstellar")
        let first = try #require(result.recommendations.first)

        #expect(result.reference == AskFilms.interstellar)
        #expect(!result.recommendations.contains { $0.movie == AskFilms.interstellar })
        #expect(first.movie == AskFilms.inception)
        #expect(
            first.reasons.map(\.kind)
                == [
                    .similarTo(title: "Interstellar"), .director(name: "Christopher Nolan", becauseOf: "Interstellar"),
                    .cast(name: "Michael Caine", becauseOf: "Interstellar"),
                ]
        )
        #expect(first.score == prior.score(AskFilms.inception) + first.reasons.map(\.contribution).reduce(0, +))
    }

    @Test("Likeness to the reference lifts a film above a better-reviewed one that shares little with it")
    func likenessOutranksReviews() throws {
        let plain = answer("", limit: 40).recommendations
        let similar = answer("like Interstellar", limit: 40).recommendations
        let rank = { (picks: [Recommendation], movie: Movie) in try #require(picks.firstIndex { $0.movie == movie }) }

        #expect(try rank(plain, AskFilms.toyStory) < rank(plain, AskFilms.moon))
        #expect(try rank(similar, AskFilms.moon) < rank(similar, AskFilms.toyStory))
    }

    @Test("A misspelt director is resolved and every pick is theirs")
    func directorWithTypo() {
        let result = answer("by christopher nolen", limit: 10)

        #expect(
            result.people == [
                ResolvedPerson(mention: .init(name: "christopher nolen", role: .director), name: "Christopher Nolan")
            ])
        #expect(result.unresolvedPeople.isEmpty)
        #expect(Set(result.recommendations.map(\.movie.id)) == Set(AskFilms.byNolan.map(\.id)))
        #expect(result.recommendations.allSatisfy { $0.reasons.first?.kind == .directedBy(name: "Christopher Nolan") })
    }

    @Test("A bare surname resolves to the most reviewed person of that name, whatever their role")
    func surnameResolvesToTheBestKnown() {
        let result = answer("Nolan movies")

        #expect(result.people == [ResolvedPerson(mention: .init(name: "Nolan", role: .any), name: "Christopher Nolan")])
    }

    @Test("Passed films never appear, even when they match best")
    func passedFilmsAreFiltered() {
        let passed = UserProfile(passed: [AskFilms.inception.id: .distantPast, AskFilms.memento.id: .distantPast])
        let result = answer("by Christopher Nolan", profile: passed, limit: 10)

        #expect(
            Set(result.recommendations.map(\.movie.id))
                == Set(AskFilms.byNolan.map(\.id)).subtracting([AskFilms.inception.id, AskFilms.memento.id])
        )
    }

    @Test("Empty criteria give the best-reviewed films, ranked by the shrunk critic score")
    func emptyCriteriaRankByQuality() {
        let expected = AskFilms.all.sorted { lhs, rhs in
            prior.score(lhs) != prior.score(rhs) ? prior.score(lhs) > prior.score(rhs) : lhs.id < rhs.id
        }.prefix(5).map { Recommendation(movie: $0, score: prior.score($0), reasons: [], engine: .offlineIntent) }

        #expect(answer("").recommendations == expected)
    }

    @Test("An unknown reference keeps the criteria, answers without likeness and says it was not found")
    func unknownReference() {
        let result = answer("like Blorfnax Quuz")

        #expect(result.criteria == AskCriteria(reference: "Blorfnax Quuz"))
        #expect(result.reference == nil)
        #expect(result.isReferenceUnresolved)
        #expect(result.recommendations == answer("").recommendations)
    }

    // When the only thing asked is an unknown person, nothing was understood, so there are no picks.
    @Test("An unknown person is reported as not used, and alone it means nothing was understood")
    func unknownPerson() {
        let result = answer("starring Zzyzx Qwertyuiop")

        #expect(result.people.isEmpty)
        #expect(result.unresolvedPeople == [PersonMention(name: "Zzyzx Qwertyuiop", role: .cast)])
        #expect(result.ignored == ["Zzyzx Qwertyuiop"])
        #expect(result.understoodNothing)
        #expect(result.recommendations.isEmpty)
    }

    @Test("A family request picks only films known to be rated G or PG, kids' genres first")
    func familyNeedsAKnownRating() throws {
        let picks = answer("something for kids", limit: 10).recommendations

        #expect(picks.allSatisfy { [.g, .pg].contains($0.movie.contentRating) })
        #expect(
            Set(picks.map(\.movie))
                == [
                    AskFilms.toyStory, AskFilms.spaceOdyssey, AskFilms.casper, AskFilms.hocusPocus, AskFilms.contact,
                    AskFilms.sleepless,
                ]
        )
        let first = try #require(picks.first)
        #expect(first.movie == AskFilms.toyStory)
        #expect(first.reasons.map(\.kind) == [.mood(word: "kids", genre: .animation), .rated(.g)])
    }

    @Test("A film with an unknown running time never passes a runtime bound")
    func unknownRuntimeFails() {
        let unknown = Movie(id: MovieID("tt9999999"), title: "Length Unknown", criticScore: 9.9, reviewCount: 900)
        let criteria = parser.parse("under 90 minutes")
        let picks = engine.answer(criteria, movies: AskFilms.all + [unknown], profile: .empty, limit: 10)
            .recommendations

        #expect(
            Set(picks.map(\.movie))
                == [AskFilms.dayInTheCountry, AskFilms.following, AskFilms.toyStory, AskFilms.blairWitch]
        )
        #expect(
            picks.allSatisfy {
                $0.reasons.contains(.init(.runtime(minutes: $0.movie.runtimeMinutes ?? 0), contribution: 0))
            })
    }

    @Test("French films are the ones in French, each saying so")
    func frenchFilms() {
        let picks = answer("French films").recommendations

        #expect(Set(picks.map(\.movie)) == [AskFilms.amelie, AskFilms.dayInTheCountry])
        #expect(picks.allSatisfy { $0.reasons.first == .init(.language("French"), contribution: 0.75) })
    }

    @Test("A count in the request wins over the default limit")
    func countWins() {
        #expect(answer("2 movies").recommendations.count == 2)
        #expect(answer("12 films").recommendations.count == 12)
    }

    @Test("The same request over the same catalog gives the same answer")
    func deterministic() {
        #expect(answer("funny 90s movies not too long") == answer("funny 90s movies not too long"))
    }

    @Test("Mood reasons come first, then the constraints met, then the taste terms")
    func reasonOrder() throws {
        let profile = UserProfile(preferredGenres: [.comedy])
        let first = try #require(answer("a funny movie from the 90s", profile: profile).recommendations.first)

        #expect(first.movie == AskFilms.toyStory)
        #expect(
            first.reasons
                == [
                    .init(.mood(word: "funny", genre: .comedy), contribution: 3.0),
                    .init(.releasedWithin(1990...1999), contribution: 0),
                    .init(.preferredGenre(.comedy), contribution: RankingWeights.standard.preferredGenre * 1 / 4),
                ]
        )
        // Quality and the request's points, then 5% of the taste points (Comedy is one of Toy Story's four genres).
        let onboarding = RankingWeights.standard.preferredGenre * 1 / 4
        #expect(abs(first.score - (prior.score(AskFilms.toyStory) + 3.0 + 0.05 * onboarding)) < 1e-9)
    }

    @Test("Asking for the best weighs the critic score more")
    func acclaimWeighsCritics() throws {
        let plain = try #require(answer("funny").recommendations.first)
        let best = try #require(answer("the best funny").recommendations.first)

        #expect(best.movie == plain.movie)
        let extra = AskWeights.standard.acclaim * (prior.score(plain.movie) - prior.mean)
        #expect(abs(best.score - (plain.score + extra)) < 1e-9)
    }
}
