import Foundation
import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The local engine answers the form from the catalog: near, rated as asked, good, and to the user's taste.
struct LocalFormEngineTests {
    private static let prior = CriticPrior(measuring: Films.all, weight: RankingWeights.standard.priorReviewCount)

    private static func pick(
        _ form: RecommendationForm,
        from movies: [Movie] = Films.all,
        profile: UserProfile = .empty,
        limit: Int = 5
    ) -> [Recommendation] {
        let taste = TasteModel(profile: profile) { id in movies.first { $0.id == id } }
        return LocalFormEngine().recommend(form, from: movies, taste: taste, limit: limit)
    }

    private static func form(
        year: Int,
        minutes: Int? = nil,
        rating: ContentRating,
        milder: Bool = false,
        type: FormContentType = .movie
    ) -> RecommendationForm {
        RecommendationForm(
            year: year, duration: minutes.map(FormDuration.minutes) ?? .seasons(1), contentType: type, rating: rating,
            includesMilder: milder)
    }

    /// The critic chip the feed engine gives a shrunk score.
    private static func criticChip(_ base: Double) -> [RecommendationReason] {
        if base >= 8.2 { return [.init(.criticFavorite(score: base), contribution: base)] }
        if base >= 7.8 { return [.init(.highlyRated(score: base), contribution: base)] }
        return []
    }

    @Test("Films near the year and runtime with the asked rating come first, each with every reason that scored")
    func picksNearFilmsWithReasons() {
        let picks = Self.pick(Self.form(year: 2009, minutes: 150, rating: .pg13), limit: 2)
        let yearPoints = 2 * exp(-0.5 * (1.0 / 3) * (1.0 / 3))
        let runtimePoints = 1.5 * exp(-0.5 * (2.0 / 15) * (2.0 / 15))
        let expected = [Films.darkKnight, Films.inception].map { film in
            let base = Self.prior.score(film)
            let year = film.year ?? 0
            let runtime = film.runtimeMinutes ?? 0
            return Recommendation(
                movie: film,
                score: base + yearPoints + runtimePoints,
                reasons: Self.criticChip(base) + [
                    .init(.nearYear(year: year, requested: 2009), contribution: yearPoints),
                    .init(.nearRuntime(minutes: runtime, requested: 150), contribution: runtimePoints),
                    .init(.ratingFits(rating: .pg13, requested: .pg13), contribution: 0),
                ],
                engine: .localForm
            )
        }
        #expect(picks == expected)
    }

    @Test("Without milder only the asked level is picked; with milder, milder ratings join and say so")
    func milderWidensTheRatings() throws {
        let exact = Self.pick(Self.form(year: 1985, minutes: 110, rating: .pg13), limit: 19)
        #expect(Set(exact.compactMap(\.movie.contentRating)) == [.pg13])
        let milder = Self.pick(Self.form(year: 1985, minutes: 110, rating: .pg13, milder: true), limit: 19)
        #expect(Set(milder.compactMap(\.movie.contentRating)) == [.g, .pg, .pg13])
        let totoro = try #require(milder.first { $0.id == Films.totoro.id })
        #expect(totoro.reasons.contains(.init(.ratingFits(rating: .g, requested: .pg13), contribution: 0)))
    }

    @Test("A TV rating matches films on the same step of the ladder: TV-14 finds PG-13 films")
    func tvRatingsUseTheSharedLadder() {
        let picks = Self.pick(Self.form(year: 2009, minutes: 150, rating: .tv14), limit: 2)
        #expect(picks.map(\.id) == [Films.darkKnight.id, Films.inception.id])
        #expect(
            picks.allSatisfy {
                $0.reasons.contains(.init(.ratingFits(rating: .pg13, requested: .tv14), contribution: 0))
            })
    }

    @Test("A TV show request gets no picks: the catalog holds films only and none is passed off as a show")
    func tvShowsGetNothing() {
        #expect(Self.pick(Self.form(year: 2009, rating: .tv14, type: .tvShow)).isEmpty)
    }

    @Test("NR sets no rating limit and adds no rating reason; a film of unknown rating can then be picked")
    func notRatedSetsNoLimit() throws {
        let unrated = Movie(id: MovieID("tt9999999"), title: "Unrated Near Film", year: 2010, runtimeMinutes: 120)
        let catalog = Films.all + [unrated]
        let picks = Self.pick(Self.form(year: 2010, minutes: 120, rating: .notRated), from: catalog, limit: 19)
        #expect(picks.contains { $0.id == unrated.id })
        #expect(
            picks.allSatisfy { pick in !pick.reasons.contains { if case .ratingFits = $0.kind { true } else { false } }
            })
    }

    @Test("A film whose rating the catalog does not know is left out when a rating is asked")
    func unknownRatingsAreLeftOut() {
        let unknown = Movie(id: MovieID("tt9999998"), title: "Unknown Rating", year: 2009, runtimeMinutes: 150)
        let picks = Self.pick(
            Self.form(year: 2009, minutes: 150, rating: .pg13), from: Films.all + [unknown], limit: 19)
        #expect(!picks.contains { $0.id == unknown.id })
    }

    @Test("Passed films never appear")
    func passedFilmsNeverAppear() {
        let profile = UserProfile.empty.applying(.pass, to: Films.darkKnight)
        let picks = Self.pick(Self.form(year: 2009, minutes: 150, rating: .pg13), profile: profile, limit: 19)
        #expect(!picks.contains { $0.id == Films.darkKnight.id })
        #expect(!picks.isEmpty)
    }

    @Test("The profile weighs in without unseating the best fit: a preferred genre lifts a film and the pick says so")
    func profileLiftsPicks() throws {
        let form = Self.form(year: 1998, minutes: 100, rating: .pg13)
        let plain = Self.pick(form, limit: 20)
        let sciFi = Self.pick(form, profile: UserProfile(preferredGenres: [.sciFi]), limit: 20)
        #expect(plain.first?.id == Films.hoopDreams.id)
        #expect(sciFi.first?.id == Films.hoopDreams.id)
        let solaris = try #require(sciFi.first { $0.id == Films.solaris2002.id })
        let before = try #require(plain.first { $0.id == Films.solaris2002.id })
        // One of Solaris's four genres was picked: a quarter of the preferred-genre weight.
        #expect(solaris.reasons.contains(.init(.preferredGenre(.sciFi), contribution: 1.2 * 1 / 4)))
        #expect(solaris.score > before.score)
    }

    @Test("Too few near films widen the search, and far films carry no 'close to' reason")
    func farFilmsAreNotCalledNear() {
        let picks = Self.pick(Self.form(year: 2027, minutes: 90, rating: .r), limit: 3)
        #expect(picks.count == 3)
        #expect(
            picks.allSatisfy { pick in
                !pick.reasons.contains { reason in
                    switch reason.kind {
                    case .nearYear, .nearRuntime: true
                    default: false
                    }
                }
            })
    }

    @Test("A zero limit asks for nothing")
    func zeroLimit() {
        #expect(Self.pick(Self.form(year: 2009, minutes: 150, rating: .pg13), limit: 0).isEmpty)
    }
}
