import Foundation
import MarqueeDomain
import MarqueeRanking
import Testing

@testable import MarqueeData

@Suite struct ITunesCatalogRepositoryTests {
    private static let endpoint = ITunesEndpoint(baseURL: URL.fixture("http://127.0.0.1:8080"))

    private func repository(_ transport: FakeTransport) -> ITunesCatalogRepository {
        ITunesCatalogRepository(transport: transport, endpoint: Self.endpoint, titles: TitleMatcher())
    }

    private func request(_ url: String) -> HTTPRequest {
        HTTPRequest(
            url: URL.fixture(url), headers: ["Accept": "application/json"], deadline: .seconds(8), retry: .iTunes,
            maxResponseBytes: 4 << 20)
    }

    @Test("A chart is fetched with Apple's retry policy and deadline, and mapped in chart order as live")
    func topMovies() async throws {
        let transport = FakeTransport(body: try ITunesFixture.wonkaFeed(entryAsArray: true))

        let chart = try await repository(transport).topMovies(in: .kidsAndFamily, country: "us", limit: 10)

        #expect(chart == Sourced([try RSSExpected.wonkaMovie()], source: .live))
        #expect(transport.requests == [request("http://127.0.0.1:8080/us/rss/topmovies/limit=10/genre=4410/json")])
    }

    @Test("An empty chart is an empty live answer, not an error")
    func emptyChart() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("cinematic-topmovies-feed-no-entry-key.json"))

        let chart = try await repository(transport).topMovies(in: nil, country: "us", limit: 10)

        #expect(chart == Sourced([], source: .live))
    }

    @Test("The iTunes retry policy retries 403, Apple's throttling status, as well as 429 and 5xx")
    func retryPolicyIncludes403() {
        #expect(
            RetryPolicy.iTunes
                == RetryPolicy(
                    maxAttempts: 3, baseDelay: .seconds(1), maxWait: .seconds(5),
                    retryStatuses: [403, 429, 500, 502, 503, 504], retriesNetworkFailures: true))
    }

    @Test("Search asks for films only and leaves out the songs Apple mixes in")
    func searchFiltersOtherKinds() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("ext-projectzero-search-deadpool-mixed-kinds.json"))

        let results = try await repository(transport).search("  deadpool ", country: "us", limit: 25)

        #expect(results == Sourced([SearchExpected.deadpoolDetails.movie], source: .live))
        #expect(
            transport.requests == [
                request("http://127.0.0.1:8080/search?term=deadpool&media=movie&entity=movie&country=US&limit=25")
            ])
    }

    @Test("A blank search term returns no films without asking the store")
    func blankSearch() async throws {
        let results = try await repository(FakeTransport()).search(" \n", country: "us", limit: 25)

        #expect(results == Sourced([], source: .live))
    }

    @Test("Lookup by a store id returns the film's whole details, even after Apple's leading blank lines")
    func lookup() async throws {
        let body = Data("\n\n".utf8) + (try ITunesFixture.data("cinematic-lookup-response.json"))
        let transport = FakeTransport(body: body)

        let details = try await repository(transport).details(for: MovieID("itunes:1895068395"), country: "us")

        #expect(details == Sourced(SearchExpected.michaelDetails, source: .live))
        #expect(transport.requests == [request("http://127.0.0.1:8080/lookup?id=1895068395&country=US")])
    }

    @Test("Lookup with no results is notFound for the id asked about")
    func lookupNotFound() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("cinematic-lookup-empty.json"))
        let id = MovieID("itunes:5")

        await #expect(throws: CatalogError.notFound(id)) {
            try await repository(transport).details(for: id, country: "us")
        }
    }

    @Test("Lookup answering only a song is notFound: a song is not the film asked about")
    func lookupSongOnly() async throws {
        let transport = FakeTransport(
            body: Data(#"{"resultCount": 1, "results": [{"wrapperType": "track", "kind": "song", "trackId": 5}]}"#.utf8)
        )

        await #expect(throws: CatalogError.notFound(MovieID("itunes:5"))) {
            try await repository(transport).details(for: MovieID("itunes:5"), country: "us")
        }
    }

    @Test("Lookup answering with another film's id is notFound: it is not the film asked about")
    func lookupOtherFilm() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("cinematic-lookup-response.json"))

        await #expect(throws: CatalogError.notFound(MovieID("itunes:6"))) {
            try await repository(transport).details(for: MovieID("itunes:6"), country: "us")
        }
    }

    @Test("A lookup result missing its title is a malformed answer that names the field")
    func lookupMissingTitle() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("cinematic-lookup-missing-title.json"))

        await #expect(throws: CatalogError.malformedResponse(reason: "results[0].trackName: missing key 'trackName'")) {
            try await repository(transport).details(for: MovieID("itunes:1"), country: "us")
        }
    }

    @Test("An id that is not a store id is notFound without asking the store")
    func lookupCatalogID() async throws {
        await #expect(throws: CatalogError.notFound(MovieID("tt0133093"))) {
            try await repository(FakeTransport()).details(for: MovieID("tt0133093"), country: "us")
        }
    }

    @Test("A 404 from Lookup is notFound for the id asked about")
    func lookup404() async throws {
        let transport = FakeTransport(status: 404, body: Data())

        await #expect(throws: CatalogError.notFound(MovieID("itunes:9"))) {
            try await repository(transport).details(for: MovieID("itunes:9"), country: "us")
        }
    }

    @Test(
        "Error statuses map to catalog errors: 403 and 429 are throttling, with Apple's advice rounded up",
        arguments: [
            (403, [:], CatalogError.rateLimited(retryAfterSeconds: nil)),
            (403, ["Retry-After": "30"], .rateLimited(retryAfterSeconds: 30)),
            (429, ["Retry-After": "1.5"], .rateLimited(retryAfterSeconds: 2)),
            (429, [:], .rateLimited(retryAfterSeconds: nil)),
            (500, [:], .serviceFailed(status: 500)),
            (503, [:], .serviceFailed(status: 503)),
            (404, [:], .serviceFailed(status: 404)),
            (301, [:], .serviceFailed(status: 301)),
        ] as [(Int, [String: String], CatalogError)])
    func statuses(status: Int, headers: [String: String], expected: CatalogError) async {
        let transport = FakeTransport(status: status, headers: headers, body: Data("<html>busy</html>".utf8))

        await #expect(throws: expected) {
            try await repository(transport).topMovies(in: nil, country: "us", limit: 10)
        }
    }

    @Test(
        "Transport failures map to catalog errors at this one boundary",
        arguments: [
            (
                TransportError.offline(reason: .other("Connection refused")),
                CatalogError.offline(reason: .other("Connection refused"))
            ),
            (.timedOut(after: .seconds(8)), .timedOut),
            (.rateLimited(retryAfter: .milliseconds(1_500)), .rateLimited(retryAfterSeconds: 2)),
            (.rateLimited(retryAfter: nil), .rateLimited(retryAfterSeconds: nil)),
            (.server(status: 403, body: ""), .rateLimited(retryAfterSeconds: nil)),
            (.server(status: 502, body: "bad gateway"), .serviceFailed(status: 502)),
            (.notFound, .serviceFailed(status: 404)),
            (.tooLarge(limit: 4_194_304), .malformedResponse(reason: "the answer is larger than 4194304 bytes")),
            (
                .decodingFailed(path: "feed.entry[0].id", reason: "missing key 'id'"),
                .malformedResponse(reason: "feed.entry[0].id: missing key 'id'")
            ),
            (.decodingFailed(path: "", reason: "not JSON"), .malformedResponse(reason: "not JSON")),
            (.cancelled, .unavailable(reason: "the request was cancelled")),
        ])
    func transportErrors(failure: TransportError, expected: CatalogError) async {
        let transport = FakeTransport([.failure(failure)])

        await #expect(throws: expected) {
            try await repository(transport).search("dune", country: "us", limit: 5)
        }
    }

    @Test("A body that is not JSON is a malformed answer, not a crash")
    func invalidJSON() async {
        let transport = FakeTransport(body: Data("<html>Service Unavailable</html>".utf8))

        do throws(CatalogError) {
            _ = try await repository(transport).topMovies(in: nil, country: "us", limit: 10)
            Issue.record("an HTML body decoded as a chart")
        } catch {
            guard case .malformedResponse(let reason) = error else {
                Issue.record("expected malformedResponse, got \(error)")
                return
            }
            #expect(!reason.isEmpty)
        }
    }

    @Test("A matched film is the search result with the same folded title and a year within one")
    func matchFindsFilm() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("ext-projectzero-search-deadpool-mixed-kinds.json"))

        let match = try await repository(transport).match(title: "DEADPOOL", year: 2015, country: "us")

        #expect(match == Sourced<MovieDetails?>(SearchExpected.deadpoolDetails, source: .live))
        #expect(
            transport.requests == [
                request("http://127.0.0.1:8080/search?term=DEADPOOL&media=movie&entity=movie&country=US&limit=25")
            ])
    }

    @Test("A film whose year is two away from every result has no match")
    func matchRejectsDistantYear() async throws {
        let transport = FakeTransport(body: try ITunesFixture.data("ext-projectzero-search-deadpool-mixed-kinds.json"))

        let match = try await repository(transport).match(title: "Deadpool", year: 2018, country: "us")

        #expect(match == Sourced(nil, source: .live))
    }

    @Test("Of several store films with the title, the match is the one with the closest year, store suffix and all")
    func matchPicksClosestYear() async throws {
        let json = """
            {"resultCount": 3, "results": [
              {"kind": "feature-movie", "trackId": 1, "trackName": "The Thing", "releaseDate": "1982-06-25T07:00:00Z"},
              {"kind": "feature-movie", "trackId": 2, "trackName": "The Thing (2011)",
               "releaseDate": "2011-10-14T07:00:00Z"},
              {"kind": "feature-movie", "trackId": 3, "trackName": "The Thing Called Love"}
            ]}
            """
        let transport = FakeTransport(body: Data(json.utf8))

        let match = try await repository(transport).match(title: "the thing", year: 2012, country: "us")

        let expected = MovieDetails(
            movie: Movie(id: MovieID("itunes:2"), title: "The Thing (2011)", year: 2011),
            releaseDate: Date(timeIntervalSince1970: 1_318_575_600),
            storeID: MovieID("itunes:2"))
        #expect(match == Sourced<MovieDetails?>(expected, source: .live))
    }
}
