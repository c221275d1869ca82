import Foundation
import MarqueeDomainTestSupport
import Synchronization
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking

/// The form is answered by the service when there is one, by the local engine otherwise, and always says which.
struct RecommendMoviesUseCaseTests {
    private static let form = RecommendationForm(
        year: 2009, duration: .minutes(150), contentType: .movie, rating: .pg13)

    private static func useCase(_ service: (any RecommenderRepository)?) -> RecommendMoviesUseCase {
        RecommendMoviesUseCase(catalog: ArrayCatalog(), profile: InMemoryProfileRepository(), service: service)
    }

    private static func localPicks(_ form: RecommendationForm = form) -> [FormPick] {
        let taste = TasteModel(profile: .empty) { _ in nil }
        return LocalFormEngine().recommend(form, from: Films.all, taste: taste, limit: 5).map {
            FormPick(recommendation: $0, isInCatalog: true)
        }
    }

    /// The test catalog has fewer than five PG-13 films within 12 years of 2009, so the years widen to 1994.
    private static let relaxation = FormRelaxation.otherYears(
        requested: 2009, rating: .pg13, introduced: nil, used: 1994...2010)

    private static func servicePick(_ movie: Movie, _ card: ServiceRecommendation, inCatalog: Bool) -> FormPick {
        FormPick(
            recommendation: Recommendation(
                movie: movie, score: card.score,
                reasons: [.init(.recommenderScore(card.score), contribution: card.score)], engine: .formService),
            isInCatalog: inCatalog, serviceCard: card)
    }

    @Test("With no service the local engine answers, labelled as local")
    func noServiceMeansLocal() async throws {
        let answer = try await Self.useCase(nil).execute(Self.form)
        #expect(
            answer
                == FormRecommendations(
                    form: Self.form, picks: Self.localPicks(), source: .local, relaxation: Self.relaxation))
        #expect(answer.picks.allSatisfy { $0.recommendation.engine == .localForm })
    }

    @Test("The service's cards are grounded in the catalog by folded title and year within one, else kept as its own")
    func servicePicksAreGrounded() async throws {
        let inception = ServiceRecommendation(
            film: Movie(
                id: MovieID("service:inception-2011"), title: "INCEPTION", year: 2011, genres: [.sciFi],
                directors: ["Christopher Nolan"],
                posterURL: URL(string: "https://image.tmdb.org/t/p/w500/inception.jpg"),
                summary: "A thief enters dreams to plant an idea."),
            genre: "Sci-Fi", score: 0.91)
        let amelie = ServiceRecommendation(
            film: Movie(id: MovieID("service:amelie-2001"), title: "amelie", year: 2001), score: 0.8)
        let winter = Movie(
            id: MovieID("service:winters-bone-2010"), title: "Winter's Bone", year: 2010, genres: [.drama, .mystery],
            directors: ["Debra Granik"], contentRating: .r)
        let unknown = ServiceRecommendation(film: winter, genre: "Drama, Mystery", rating: "R", score: 0.7)
        let heat = Movie(id: MovieID("service:heat-1993"), title: "Heat", year: 1993)
        let tooFar = ServiceRecommendation(film: heat, score: 0.6)
        let reply = RecommenderReply(recommendations: [inception, amelie, unknown, tooFar], discarded: 2)
        let service = SequencedRecommender([.init(.success(reply))])

        let answer = try await Self.useCase(service).execute(Self.form)

        var groundedInception = Films.inception
        groundedInception.posterURL = inception.film.posterURL
        groundedInception.summary = inception.film.summary
        #expect(
            answer
                == FormRecommendations(
                    form: Self.form,
                    picks: [
                        Self.servicePick(groundedInception, inception, inCatalog: true),
                        Self.servicePick(Films.amelie, amelie, inCatalog: true),
                        Self.servicePick(winter, unknown, inCatalog: false),
                        Self.servicePick(heat, tooFar, inCatalog: false),
                    ],
                    source: .service,
                    discarded: 2
                )
        )
        #expect(service.received == [Self.form])
    }

    @Test("Two cards that ground to one catalog film become one pick")
    func groundedDuplicatesCollapse() async throws {
        let cards = [
            ServiceRecommendation(
                film: Movie(id: MovieID("service:solaris-2002"), title: "Solaris", year: 2002), score: 0.9),
            ServiceRecommendation(
                film: Movie(id: MovieID("service:solaris-2003"), title: "Solaris", year: 2003), score: 0.5),
        ]
        let answer = try await Self.useCase(SequencedRecommender([.init(.success(.init(recommendations: cards)))]))
            .execute(
                Self.form)
        #expect(answer.picks.map(\.id) == [Films.solaris2002.id])
    }

    @Test("When the service fails the local engine answers, labelled as a fallback with the service's error")
    func failureFallsBack() async throws {
        let error = RecommenderError.serviceFailed(status: 500, message: "Model prediction failed.")
        let answer = try await Self.useCase(SequencedRecommender([.init(.failure(error))])).execute(Self.form)
        #expect(
            answer
                == FormRecommendations(
                    form: Self.form, picks: Self.localPicks(), source: .localFallback(because: error),
                    relaxation: Self.relaxation))
        #expect(answer.source.engine == .localForm)
    }

    @Test("With fallback turned off the service's error is the result")
    func noFallbackThrows() async {
        let error = RecommenderError.offline(reason: .other("Connection refused"))
        await #expect(throws: RecommendError.service(error)) {
            try await Self.useCase(SequencedRecommender([.init(.failure(error))])).execute(
                Self.form, allowsFallback: false)
        }
    }

    @Test("A cancelled request is not answered by the fallback")
    func cancellationIsNotAFailure() async {
        await #expect(throws: RecommendError.service(.cancelled)) {
            try await Self.useCase(SequencedRecommender([.init(.failure(.cancelled))])).execute(Self.form)
        }
    }

    @Test("The service's progress reaches the caller")
    func progressIsForwarded() async throws {
        let events = Mutex<[RecommenderProgress]>([])
        let service = SequencedRecommender([.init(.success(.init(recommendations: [])), progress: [.wakingUp])])
        _ = try await Self.useCase(service).execute(Self.form) { event in events.withLock { $0.append(event) } }
        #expect(events.withLock { $0 } == [.wakingUp])
    }

    @Test(
        "An empty answer says why: films only for TV, nothing rated so locally, or an empty service answer",
        arguments: [
            (
                nil, RecommendationForm(year: 2009, duration: .seasons(2), contentType: .tvShow, rating: .tv14),
                FormEmptyReason.catalogHasFilmsOnly
            ),
            (
                nil, RecommendationForm(year: 2009, duration: .minutes(90), contentType: .movie, rating: .nc17),
                .nothingMatches
            ),
            (SequencedRecommender([.init(.success(.init(recommendations: [])))]), form, .serviceFoundNothing),
        ] as [(SequencedRecommender?, RecommendationForm, FormEmptyReason)]
    )
    func emptyAnswersSayWhy(service: SequencedRecommender?, form: RecommendationForm, reason: FormEmptyReason)
        async throws
    {
        let answer = try await Self.useCase(service).execute(form)
        #expect(answer.picks.isEmpty)
        #expect(answer.emptyReason == reason)
    }

    @Test("A failing catalog is reported, and the service is not asked")
    func catalogFailureIsReported() async {
        let useCase = RecommendMoviesUseCase(
            catalog: ArrayCatalog(failingWith: .unavailable(reason: "disk on fire")),
            profile: InMemoryProfileRepository(),
            service: UnimplementedRecommender())
        await #expect(throws: RecommendError.catalog(.unavailable(reason: "disk on fire"))) {
            try await useCase.execute(Self.form)
        }
    }
}
