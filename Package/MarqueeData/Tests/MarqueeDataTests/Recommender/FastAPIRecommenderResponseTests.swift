import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

/// Every answer shape the real services send becomes the cards or the error it means, in the service's words.
struct FastAPIRecommenderResponseTests {
    private typealias Fixtures = RecommenderFixtures

    private static func outcome(_ steps: [ScriptedTransport.Step]) async -> Result<RecommenderReply, RecommenderError> {
        let repository = FastAPIRecommenderRepository(
            endpoint: Fixtures.endpoint, transport: ScriptedTransport(steps), timing: Fixtures.quiet)
        do throws(RecommenderError) {
            return .success(try await repository.recommend(Fixtures.form) { _ in })
        } catch {
            return .failure(error)
        }
    }

    private static func outcome(status: Int, _ body: String) async -> Result<RecommenderReply, RecommenderError> {
        await outcome([.reply(status, body)])
    }

    @Test("A valid answer becomes the service's cards, in its order, with every fact it sent")
    func validAnswer() async {
        let second = Fixtures.card(
            title: #""Winter's Bone""#, genre: #""Drama""#, rating: #""R""#, score: "0.7", poster: "null",
            director: #""Debra Granik""#, summary: #""A teenager searches the Ozarks for her missing father.""#)
        let reply = RecommenderReply(recommendations: [
            Fixtures.inception,
            Fixtures.expected(
                "service:winters-bone-2010", title: "Winter's Bone", year: 2010, genre: ("Drama", [.drama]),
                rating: ("R", .r), score: 0.7, director: "Debra Granik",
                summary: "A teenager searches the Ozarks for her missing father."),
        ])
        #expect(await Self.outcome(status: 200, Fixtures.answer([Fixtures.card(), second])) == .success(reply))
    }

    @Test("The seed's placeholders read as missing: N/A director, Unknown genre, placeholder poster, empty summary")
    func placeholdersAreMissing() async {
        let card = Fixtures.card(
            genre: #""Unknown""#, rating: #""N/A""#, poster: #""https://via.placeholder.com/500""#,
            director: #""N/A""#, summary: #""  ""#)
        let expected = Fixtures.expected("service:inception-2010", title: "Inception", year: 2010, score: 0.94)
        #expect(
            await Self.outcome(status: 200, Fixtures.answer([card])) == .success(.init(recommendations: [expected])))
    }

    @Test(
        "Placeholder and unusable poster URLs are dropped; a real one is kept",
        arguments: [
            ("https://via.placeholder.com/500", false), ("https://placehold.co/600x400", false),
            ("https://example.com/poster.jpg", false), ("https://images.example.org/a.jpg", false),
            ("https://image.tmdb.org/t/p/w500/valid-poster.jpg", false), ("https://image.tmdb.org/t/p/w500None", false),
            ("https://image.tmdb.org/t/p/w500null", false), ("", false), ("not a url", false),
            ("ftp://files.tmdb.org/a.jpg", false), ("/t/p/w500/a.jpg", false),
            ("https://image.tmdb.org/t/p/w500/qmDpIHrmpJINaRKAfWQfftjCdyi.jpg", true),
        ]
    )
    func posterURLs(text: String, isKept: Bool) {
        #expect((PlaceholderFilter.posterURL(text) != nil) == isKept)
    }

    @Test(
        "Empty, placeholder and nonsense summaries are dropped; a sentence is kept",
        arguments: [
            ("", false), ("N/A", false), ("No overview found.", false), ("No summary available", false),
            ("Lorem ipsum dolor sit amet.", false), ("asdf", false), ("... !!! 123", false), ("Unknown.", false),
            ("A thief enters dreams.", true),
        ]
    )
    func summaries(text: String, isKept: Bool) {
        #expect((PlaceholderFilter.summary(text) != nil) == isKept)
    }

    @Test("A card whose score is not a finite number from 0 to 1, or that has no title, is dropped and counted")
    func badCardsAreDropped() async {
        let bad = [
            Fixtures.card(score: "NaN"), Fixtures.card(score: "Infinity"), Fixtures.card(score: "-Infinity"),
            Fixtures.card(score: "1.5"), Fixtures.card(score: "-0.1"), Fixtures.card(score: #""high""#),
            Fixtures.card(score: "null"), Fixtures.card(title: #""  ""#), Fixtures.card(title: "null"), "42",
        ]
        let stringScore = Fixtures.card(title: #""Heat""#, score: #""0.5""#, year: "1995")
        let body = Fixtures.answer(bad + [Fixtures.card(), stringScore])
        let heat = Fixtures.expected(
            "service:heat-1995", title: "Heat", year: 1995, genre: ("Sci-Fi", [.sciFi]), rating: ("PG-13", .pg13),
            score: 0.5, posterURL: Fixtures.inception.film.posterURL, director: "Christopher Nolan",
            summary: Fixtures.inception.film.summary)
        #expect(
            await Self.outcome(status: 200, body)
                == .success(.init(recommendations: [Fixtures.inception, heat], discarded: bad.count)))
    }

    @Test("Cards with the same title and year collapse into the first; another year is another film")
    func duplicatesCollapse() async {
        let body = Fixtures.answer([
            Fixtures.card(), Fixtures.card(title: #""INCEPTION""#, score: "0.5"),
            Fixtures.card(score: "0.3", year: "2011"),
        ])
        let later = Fixtures.expected(
            "service:inception-2011", title: "Inception", year: 2011, genre: ("Sci-Fi", [.sciFi]),
            rating: ("PG-13", .pg13), score: 0.3, posterURL: Fixtures.inception.film.posterURL,
            director: "Christopher Nolan", summary: Fixtures.inception.film.summary)
        #expect(await Self.outcome(status: 200, body) == .success(.init(recommendations: [Fixtures.inception, later])))
    }

    @Test("An implausible release year reads as unknown without dropping the card")
    func implausibleYears() async {
        let expected = Fixtures.expected(
            "service:inception", title: "Inception", year: nil, genre: ("Sci-Fi", [.sciFi]), rating: ("PG-13", .pg13),
            score: 0.94, posterURL: Fixtures.inception.film.posterURL, director: "Christopher Nolan",
            summary: Fixtures.inception.film.summary)
        #expect(
            await Self.outcome(status: 200, Fixtures.answer([Fixtures.card(year: "0")]))
                == .success(.init(recommendations: [expected])))
    }

    @Test("An empty list is an answer, not an error; a list of only bad cards is an error")
    func emptyAndAllBad() async {
        #expect(await Self.outcome(status: 200, Fixtures.answer([])) == .success(.init(recommendations: [])))
        #expect(
            await Self.outcome(status: 200, Fixtures.answer([Fixtures.card(score: "2"), Fixtures.card(score: "NaN")]))
                == .failure(.malformedResponse(reason: "all 2 recommendations were invalid")))
    }

    @Test(
        "Success statuses with the wrong shape are named: a bare list is another backend version",
        arguments: [
            (
                " [" + RecommenderFixtures.card() + "]",
                RecommenderError.differentBackendVersion(
                    detail:
                        #"it answered with a bare list, not {"recommendations": [...]} (the 2026 RecommenderSystem API)"#
                )
            ),
            (
                #"{"success": false, "error": "HTTP 500", "detail": "boom"}"#,
                .serviceFailed(status: 200, message: "boom")
            ),
            ("{}", .malformedResponse(reason: #"the answer has no "recommendations" list"#)),
        ]
    )
    func wrongShapes(body: String, error: RecommenderError) async {
        #expect(await Self.outcome(status: 200, body) == .failure(error))
    }

    @Test(
        "A body that is not JSON, or whose list is not a list, is a malformed answer",
        arguments: ["not json", #"{"recommendations": "five"}"#])
    func unreadableBodies(body: String) async {
        guard case .failure(.malformedResponse) = await Self.outcome(status: 200, body) else {
            Issue.record("expected a malformed-response error")
            return
        }
    }

    @Test(
        "Error statuses become typed errors carrying the service's words",
        arguments: [
            (
                400, #"{"detail": "Invalid 'type' or 'rating' input."}"#,
                RecommenderError.rejected(message: "Invalid 'type' or 'rating' input.")
            ),
            (
                500, #"{"detail": "Model prediction failed."}"#,
                .serviceFailed(status: 500, message: "Model prediction failed.")
            ),
            (
                500, #"{"detail": "Failed to fetch movies."}"#,
                .serviceFailed(status: 500, message: "Failed to fetch movies.")
            ),
            (
                422,
                #"{"detail": [{"type": "missing", "loc": ["body", "rating"], "msg": "Field required", "input": {}}]}"#,
                .invalidFields([.init(field: "rating", message: "Field required")])
            ),
            (
                422,
                #"{"detail": [{"type": "int_parsing", "loc": ["body", "release_year"], "msg": "Input should be a valid integer, unable to parse string as an integer", "input": "twenty"}]}"#,
                .invalidFields([
                    .init(
                        field: "release_year",
                        message: "Input should be a valid integer, unable to parse string as an integer")
                ])
            ),
            (
                422,
                #"{"detail": [{"type": "json_invalid", "loc": ["body", 16], "msg": "JSON decode error", "input": {}, "ctx": {"error": "Expecting value"}}]}"#,
                .invalidFields([.init(field: "body", message: "JSON decode error")])
            ),
            (
                422,
                #"{"detail": [{"loc": ["body", "type"], "msg": "field required", "type": "value_error.missing"}]}"#,
                .invalidFields([.init(field: "type", message: "field required")])
            ),
            (
                422,
                #"{"detail": [{"type": "missing", "loc": ["body", "continuous_features"], "msg": "Field required"}, {"type": "missing", "loc": ["body", "categorical_features"], "msg": "Field required"}]}"#,
                .differentBackendVersion(
                    detail:
                        "it asks for continuous_features, categorical_features, which the form contract does not have")
            ),
            (422, #"{"detail": "Unprocessable"}"#, .rejected(message: "Unprocessable")),
            (
                400, #"{"success": false, "error": "HTTP 400", "detail": "Expected 8 continuous features"}"#,
                .rejected(message: "Expected 8 continuous features")
            ),
            (
                500, #"{"success": false, "error": "HTTP 500", "detail": "Internal server error"}"#,
                .serviceFailed(status: 500, message: "Internal server error")
            ),
            (503, #"{"success": false, "error": "HTTP 503"}"#, .serviceFailed(status: 503, message: "HTTP 503")),
            (502, "<html><body><h1>502 Bad Gateway</h1></body></html>", .serviceFailed(status: 502, message: nil)),
            (404, #"{"detail": "Not Found"}"#, .endpointNotFound(status: 404)),
            (405, #"{"detail": "Method Not Allowed"}"#, .endpointNotFound(status: 405)),
            (429, "", .serviceFailed(status: 429, message: nil)),
            (400, "", .rejected(message: "HTTP 400")),
        ] as [(Int, String, RecommenderError)]
    )
    func errorStatuses(status: Int, body: String, error: RecommenderError) async {
        #expect(await Self.outcome(status: status, body) == .failure(error))
    }

    @Test(
        "Transport failures are converted once, here, into the recommender's errors",
        arguments: [
            (
                TransportError.offline(reason: .other("Connection refused")),
                RecommenderError.offline(reason: .other("Connection refused"))
            ),
            (.timedOut(after: .seconds(45)), .timedOut(seconds: 45)),
            (.cancelled, .cancelled),
            (.tooLarge(limit: 1 << 20), .malformedResponse(reason: "the answer is larger than 1048576 bytes")),
            (.rateLimited(retryAfter: .seconds(3)), .serviceFailed(status: 429, message: nil)),
            (.notFound, .endpointNotFound(status: 404)),
        ]
    )
    func transportFailures(failure: TransportError, error: RecommenderError) async {
        #expect(await Self.outcome([.fail(failure)]) == .failure(error))
    }
}
