import Foundation
import Testing

@testable import MarqueeData

@Suite struct HTTPResponseValidationTests {
    private struct Feed: Decodable, Equatable {
        struct Body: Decodable, Equatable {
            let entry: [Entry]
        }

        struct Entry: Decodable, Equatable {
            let id: String
        }

        let feed: Body
    }

    @Test(
        "validated() passes 2xx through and turns 404, 429 with Retry-After, 403 and 500 into their errors",
        arguments: [
            (HTTPResponse(status: 200, body: Data("ok".utf8)), Result<Int, TransportError>.success(200)),
            (HTTPResponse(status: 204), .success(204)),
            (HTTPResponse(status: 404, body: Data("gone".utf8)), .failure(.notFound)),
            (
                HTTPResponse(status: 429, headers: ["Retry-After": "120"]),
                .failure(.rateLimited(retryAfter: .seconds(120)))
            ),
            (HTTPResponse(status: 429), .failure(.rateLimited(retryAfter: nil))),
            (
                HTTPResponse(status: 403, body: Data("slow down".utf8)),
                .failure(.server(status: 403, body: "slow down"))
            ),
            (HTTPResponse(status: 500, body: Data("boom".utf8)), .failure(.server(status: 500, body: "boom"))),
        ]
    )
    func validatedMapsStatuses(response: HTTPResponse, expected: Result<Int, TransportError>) {
        let outcome = Result { () throws(TransportError) in try response.validated().status }
        #expect(outcome == expected)
    }

    @Test("A server error's body is cut to its first 500 bytes for messages")
    func serverBodyIsTruncated() {
        let response = HTTPResponse(status: 500, body: Data(String(repeating: "x", count: 2_000).utf8))
        #expect(throws: TransportError.server(status: 500, body: String(repeating: "x", count: 500))) {
            try response.validated()
        }
    }

    @Test("decode() names the coding path of a value of the wrong type, such as feed.entry[1].id")
    func decodeReportsTypeMismatchPath() {
        let response = HTTPResponse(status: 200, body: Data(#"{"feed": {"entry": [{"id": "a"}, {"id": 7}]}}"#.utf8))
        #expect(throws: TransportError.decodingFailed(path: "feed.entry[1].id", reason: "expected String")) {
            try response.decode(Feed.self)
        }
    }

    @Test("decode() names a missing key with its full path")
    func decodeReportsMissingKeyPath() {
        let response = HTTPResponse(status: 200, body: Data(#"{"feed": {"entry": [{"id": "a"}, {}]}}"#.utf8))
        #expect(throws: TransportError.decodingFailed(path: "feed.entry[1].id", reason: "missing key 'id'")) {
            try response.decode(Feed.self)
        }
    }

    @Test("decode() returns the value when the body has the expected shape")
    func decodeSucceeds() throws {
        let response = HTTPResponse(status: 200, body: Data(#"{"feed": {"entry": [{"id": "a"}]}}"#.utf8))
        #expect(try response.decode(Feed.self) == Feed(feed: .init(entry: [.init(id: "a")])))
    }

    @Test("decode() of a body that is not JSON at all fails as decodingFailed at the root")
    func decodeOfInvalidJSON() {
        let response = HTTPResponse(status: 200, body: Data(#"{"feed": {"entry": ["#.utf8))
        #expect {
            try response.decode(Feed.self)
        } throws: { error in
            guard case .decodingFailed(let path, _) = error as? TransportError else { return false }
            return path.isEmpty
        }
    }

    @Test(
        "Retry-After is read as delay-seconds or as an HTTP date, and ignored when it is neither",
        arguments: [
            ("120", Duration?.some(.seconds(120))),
            (" 2 ", .seconds(2)),
            ("0", .zero),
            ("Thu, 01 Jan 1970 00:01:30 GMT", .seconds(90)),
            ("Thu, 01 Jan 1970 00:00:00 GMT", .zero),
            ("soon", nil),
            ("-5", nil),
            ("", nil),
        ]
    )
    func retryAfterParsing(header: String, expected: Duration?) {
        #expect(RetryAfter.parse(header, now: Date(timeIntervalSince1970: 0)) == expected)
    }
}
