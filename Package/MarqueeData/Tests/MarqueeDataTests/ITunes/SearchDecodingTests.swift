import Foundation
import Testing

@testable import MarqueeData

@Suite struct SearchDecodingTests {
    private func decode(_ body: some DataProtocol) throws(TransportError) -> SearchResponseDTO {
        try ITunesFixture.decode(SearchResponseDTO.self, from: body)
    }

    @Test("A Lookup answer decodes its film whole: numeric track id, price as a decimal, both descriptions")
    func lookupResponse() throws {
        let response = try decode(ITunesFixture.data("cinematic-lookup-response.json"))

        #expect(response == SearchResponseDTO(resultCount: 1, results: [.movie(SearchExpected.michaelLookup)]))
    }

    @Test("An empty Lookup answer decodes with no results")
    func emptyLookup() throws {
        let response = try decode(ITunesFixture.data("cinematic-lookup-empty.json"))

        #expect(response == SearchResponseDTO(resultCount: 0, results: []))
    }

    @Test("A film result without its title fails decoding and names the missing field")
    func missingTitle() throws {
        let data = try ITunesFixture.data("cinematic-lookup-missing-title.json")

        #expect(throws: TransportError.decodingFailed(path: "results[0].trackName", reason: "missing key 'trackName'"))
        {
            try decode(data)
        }
    }

    @Test("A search answer mixing a film and a song keeps the film whole and marks the song as another kind")
    func mixedKinds() throws {
        let response = try decode(ITunesFixture.data("ext-projectzero-search-deadpool-mixed-kinds.json"))

        #expect(
            response
                == SearchResponseDTO(
                    resultCount: 2,
                    results: [.movie(SearchExpected.deadpool), .other(wrapperType: "track", kind: "song")]))
    }

    @Test("A concert film result decodes whole, including its http preview and very long description")
    func concertFilm() throws {
        let response = try decode(ITunesFixture.koaLookup())

        #expect(response == SearchResponseDTO(resultCount: 1, results: [.movie(try SearchExpected.koa())]))
    }

    @Test("Results of other kinds decode even without a track id, so they never fail the whole answer")
    func otherKindsWithoutTrackID() throws {
        let json = """
            {"resultCount": 2, "results": [{"wrapperType": "artist", "artistId": 5}, {"wrapperType": "collection"}]}
            """
        let response = try decode(Data(json.utf8))

        #expect(
            response
                == SearchResponseDTO(
                    resultCount: 2,
                    results: [.other(wrapperType: "artist", kind: nil), .other(wrapperType: "collection", kind: nil)]))
    }

    @Test(
        "A film result with a malformed required field fails with its coding path",
        arguments: [
            (
                #"{"resultCount": 1, "results": [{"kind": "feature-movie", "trackId": "12", "trackName": "A"}]}"#,
                TransportError.decodingFailed(path: "results[0].trackId", reason: "expected Int")
            ),
            (
                #"{"resultCount": 1, "results": [{"kind": "feature-movie", "trackName": "A"}]}"#,
                .decodingFailed(path: "results[0].trackId", reason: "missing key 'trackId'")
            ),
            (
                #"{"resultCount": 1, "results": [{"kind": "feature-movie", "trackId": 1, "trackName": 7}]}"#,
                .decodingFailed(path: "results[0].trackName", reason: "expected String")
            ),
            (
                #"{"results": []}"#,
                .decodingFailed(path: "resultCount", reason: "missing key 'resultCount'")
            ),
        ])
    func malformedRequiredField(json: String, expected: TransportError) {
        #expect(throws: expected) { try decode(Data(json.utf8)) }
    }

    @Test("Blank lines before the JSON, as Apple sends them, do not stop decoding")
    func leadingBlankLines() throws {
        let body = Data("\n\n\n".utf8) + (try ITunesFixture.data("cinematic-lookup-empty.json"))

        #expect(try decode(body) == SearchResponseDTO(resultCount: 0, results: []))
    }
}
