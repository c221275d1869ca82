import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation

/// Forms, service answers and stores shared by the form-mode suites.
@MainActor
enum RecommendFixture {
    /// "This year" for the parser: years up to 2027 are accepted.
    static let parser = RecommendationFormParser(currentYear: 2026)

    /// A valid form as typed.
    static let input = RecommendationFormInput(year: "2016", duration: "2h", type: "movie", rating: "pg13")
    /// The same form, checked.
    static let form = RecommendationForm(year: 2016, duration: .minutes(120), contentType: .movie, rating: .pg13)

    static let arrivalCard = ServiceRecommendation(
        film: Movie(
            id: MovieID("service:arrival-2016"), title: "Arrival", year: 2016, genres: [.sciFi],
            directors: ["Denis Villeneuve"]),
        genre: "Sci-Fi", score: 0.9)
    static let parasiteCard = ServiceRecommendation(
        film: Movie(id: MovieID("service:parasite-2019"), title: "Parasite", year: 2019), score: 0.8)
    /// A film the catalog does not have, in the service's words.
    static let knivesOut = Movie(
        id: MovieID("service:knives-out-2019"), title: "Knives Out", year: 2019, genres: [.mystery, .comedy],
        directors: ["Rian Johnson"], contentRating: .pg13)
    static let knivesOutCard = ServiceRecommendation(
        film: knivesOut, genre: "Mystery, Comedy", rating: "PG-13", score: 0.7)

    /// The service's three cards.
    static let reply = RecommenderReply(recommendations: [arrivalCard, parasiteCard, knivesOutCard])

    /// What the use case makes of ``reply``: two catalog films and one the catalog does not have.
    static let answer = FormRecommendations(
        form: form,
        picks: [
            pick(Films.arrival, arrivalCard, inCatalog: true),
            pick(Films.parasite, parasiteCard, inCatalog: true),
            pick(knivesOut, knivesOutCard, inCatalog: false),
        ],
        source: .service
    )

    static func pick(_ movie: Movie, _ card: ServiceRecommendation, inCatalog: Bool) -> FormPick {
        FormPick(
            recommendation: Recommendation(
                movie: movie, score: card.score,
                reasons: [.init(.recommenderScore(card.score), contribution: card.score)], engine: .formService),
            isInCatalog: inCatalog, serviceCard: card)
    }

    /// The reducer over the dozen films and an empty profile, with `service` as the recommender.
    static func reducer(_ service: (any RecommenderRepository)?) -> RecommendReducer {
        RecommendReducer(
            recommend: RecommendMoviesUseCase(
                catalog: ArrayCatalog(Films.dozen), profile: InMemoryProfileRepository(.empty), service: service),
            parser: parser
        )
    }

    /// A store over ``reducer(_:)`` starting from `state`.
    static func store(_ service: (any RecommenderRepository)?, state: RecommendState = .init(input: input))
        -> Store<RecommendReducer>
    {
        Store(initialState: state, reducer: reducer(service))
    }

    /// Waits until the store's state satisfies `condition`.
    static func waitUntil(_ store: Store<RecommendReducer>, _ condition: (RecommendState) -> Bool) async {
        for await state in store.states() where condition(state) { return }
    }
}
