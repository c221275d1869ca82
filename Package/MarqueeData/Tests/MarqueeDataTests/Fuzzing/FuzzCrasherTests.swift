import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

/// Every input `Scripts/fuzz` found crashing a Data decoder, replayed as a clean error.
///
/// The same bytes sit in `Package/FuzzTesting/Crashers/<target>/`, which `Scripts/fuzz` replays before fuzzing.
struct FuzzCrasherTests {
    /// `FuzzRecommenderReply/json5-invalid-utf8-key-minimal`: eight 0xFF bytes where a key should start.
    static let json5InvalidUTF8Key = Data(#"{"":false,"#.utf8) + Data(repeating: 0xFF, count: 8)

    /// `FuzzRecommenderReply/json5-invalid-utf8-key`: the input as the fuzzer found it, status byte removed.
    static let json5InvalidUTF8KeyAsFound = Data.fixture(
        base64: "eyJzdWNjZXNzIjogZmFsc2Us////////////////////////////////////////////////////////"
            + "//////////////////////////8gImVycm9yIjogIm1vZGAAAAAAAAAAb2FkZWQiLCAiZGV0YWlsIjog"
            + "Indhcm1pbmcgdZSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlHAifQ==")

    @Test(
        "A 2xx recommender body that is not UTF-8 is a malformed answer, not a trap in the JSON5 parser",
        arguments: [json5InvalidUTF8Key, json5InvalidUTF8KeyAsFound])
    func recommenderReplyNotUTF8(body: Data) {
        #expect(throws: RecommenderError.malformedResponse(reason: "the answer is not UTF-8 text")) {
            try RecommenderResponseMapper.reply(from: HTTPResponse(status: 200, body: body))
        }
    }

    @Test(
        "An error status whose body is not UTF-8 reads as the bare status, not a trap in the JSON5 parser",
        arguments: [json5InvalidUTF8Key, json5InvalidUTF8KeyAsFound])
    func recommenderErrorNotUTF8(body: Data) {
        #expect(
            RecommenderResponseMapper.error(from: HTTPResponse(status: 500, body: body))
                == .serviceFailed(status: 500, message: nil))
    }

    @Test(
        "A Letterboxd rating that Double reads as infinite, not a number or beyond Int is no rating, not a trap",
        arguments: [("Rating10", "1e999"), ("Rating10", "-inf"), ("Rating10", "nan"), ("Rating", "1e300")])
    func letterboxdRatingBeyondInt(column: String, rating: String) throws {
        // FuzzLetterboxdCSV/rating-beyond-int: `Int(_:)` trapped on the rounded Double.
        let csv = Data("Title,Year,\(column)\nHeat,1995,\(rating)\n".utf8)
        let rows = try LetterboxdShelfFormat().decode(csv, fileName: "ratings.csv")
        #expect(rows.map(\.title) == ["Heat"])
        #expect(rows.map(\.ratingOutOfTen) == [nil])
    }
}
