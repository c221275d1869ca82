import Foundation
import MarqueeCatalog
import MarqueeDomain
import MarqueeRanking
import Testing

@testable import MarqueeData

/// CONTRACT: the Swift client against the real reference service (`Scripts/serve-recommender`), started per test.
///
/// Skipped, loudly, only when the service's virtualenv cannot be built because PyPI is unreachable.
@Suite(.serialized)
struct RecommenderContractTests {
    private typealias Fixtures = RecommenderFixtures

    private static func repository(_ server: LocalServer) throws -> FastAPIRecommenderRepository {
        let endpoint = RecommenderEndpoint(baseURL: try #require(URL(string: server.url())))
        return FastAPIRecommenderRepository(endpoint: endpoint, transport: CurlTransport())
    }

    /// Posts any JSON to `/predict/` and reads the answer as the client would, for inputs the form never sends.
    private static func rawError(_ server: LocalServer, _ json: String) async throws -> RecommenderError {
        let url = try #require(URL(string: server.url("/predict/")))
        let request = HTTPRequest(
            method: "POST", url: url, headers: ["Content-Type": "application/json"], body: Data(json.utf8),
            retry: .none)
        return RecommenderResponseMapper.error(from: try await CurlTransport().send(request))
    }

    @Test("The README's form gets five valid, distinct cards, best first, with no placeholder shown as a fact")
    func readmeFormGetsFiveCards() async throws {
        try await LocalServer.referenceService { server in
            let reply = try await Self.repository(server).recommend(Fixtures.form) { _ in }
            #expect(reply.recommendations.count == 5)
            #expect(reply.discarded == 0)
            let scores = reply.recommendations.map(\.score)
            #expect(scores == scores.sorted(by: >))
            #expect(scores.allSatisfy { (0...1).contains($0) })
            #expect(
                reply.recommendations.allSatisfy { card in
                    guard let year = card.film.year else { return false }
                    return !card.film.title.isEmpty && (2000...2014).contains(year) && card.film.directors != ["N/A"]
                        && card.genre != "Unknown" && card.film.posterURL == nil
                })
        }
    }

    @Test("Every card the service sends is a bundled catalog film, so each opens the same detail view")
    func cardsAreGroundedInTheCatalog() async throws {
        try await LocalServer.referenceService { server in
            let useCase = RecommendMoviesUseCase(
                catalog: try BundledCatalogRepository(), profile: EmptyProfile(), service: try Self.repository(server),
                engine: NoLocalEngine(), titles: TitleMatcher())
            let answer = try await useCase.execute(Fixtures.form, allowsFallback: false)
            #expect(answer.source == .service)
            #expect(answer.picks.count == 5)
            #expect(answer.picks.allSatisfy { $0.isInCatalog && $0.id.rawValue.hasPrefix("tt") })
        }
    }

    @Test("A TV show asked in seasons is answered too (with films: the service serves the film catalog)")
    func tvShowFormIsAnswered() async throws {
        try await LocalServer.referenceService { server in
            let form = RecommendationForm(year: 2012, duration: .seasons(2), contentType: .tvShow, rating: .tv14)
            let reply = try await Self.repository(server).recommend(form) { _ in }
            #expect(reply.recommendations.count == 5)
        }
    }

    @Test("The service's 400 and 422 answers arrive as typed errors carrying its words and naming the field")
    func inputErrorsCarryTheServicesWords() async throws {
        try await LocalServer.referenceService { server in
            let rating = try await Self.rawError(
                server, #"{"release_year": 2010, "duration_text": "120", "type": "Movie", "rating": "PG-15"}"#)
            #expect(rating == .rejected(message: "Invalid 'type' or 'rating' input."))
            let year = try await Self.rawError(
                server, #"{"release_year": "twenty", "duration_text": "120", "type": "Movie", "rating": "PG"}"#)
            let integer = "Input should be a valid integer, unable to parse string as an integer"
            #expect(year == .invalidFields([.init(field: "release_year", message: integer)]))
            let missing = try await Self.rawError(
                server, #"{"release_year": 2010, "duration_text": "120", "type": "Movie"}"#)
            #expect(missing == .invalidFields([.init(field: "rating", message: "Field required")]))
        }
    }

    @Test("A service whose model file is missing answers 500, and the client reports it in the service's words")
    func missingModelIsAServerError() async throws {
        let environment = ["MARQUEE_RECOMMENDER_MODEL": "/nonexistent/marquee-model.json"]
        try await LocalServer.referenceService(environment: environment) { server in
            await #expect(
                throws: RecommenderError.serviceFailed(
                    status: 500, message: "Model file not found: marquee-model.json. Run train.py to create it.")
            ) {
                try await Self.repository(server).recommend(Fixtures.form) { _ in }
            }
        }
    }
}

/// The form's local engine where the service must answer: touching it fails the test.
private struct NoLocalEngine: FormAnswering {
    func answer(_ form: RecommendationForm, from movies: [Movie], profile: UserProfile, limit: Int) -> LocalFormAnswer {
        Issue.record("the local engine answered although fallback is off")
        return LocalFormAnswer(recommendations: [])
    }
}
