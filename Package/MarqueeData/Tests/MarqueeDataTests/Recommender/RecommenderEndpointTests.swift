import Foundation
import Testing

@testable import MarqueeData

/// Whatever base URL the user gives, Marquee calls `{base}/predict/` with the slash FastAPI declares.
struct RecommenderEndpointTests {
    @Test(
        "A base URL with or without trailing slashes, a path prefix, a query or a fragment always gives {base}/predict/",
        arguments: [
            ("http://127.0.0.1:8765", "http://127.0.0.1:8765/predict/"),
            ("http://127.0.0.1:8765/", "http://127.0.0.1:8765/predict/"),
            ("https://recommendersystem-l993.onrender.com//", "https://recommendersystem-l993.onrender.com/predict/"),
            ("HTTPS://example.org/api", "https://example.org/api/predict/"),
            ("https://example.org/api/?key=1#top", "https://example.org/api/predict/"),
            ("  http://localhost:9000  ", "http://localhost:9000/predict/"),
        ]
    )
    func alwaysCallsPredictWithASlash(base: String, predict: String) throws {
        let endpoint = try #require(RecommenderEndpoint(base))
        #expect(endpoint.predictURL.absoluteString == predict)
    }

    @Test(
        "Text that is not an http or https URL with a host is refused",
        arguments: ["", "localhost:8765", "ftp://example.org", "file:///tmp/x", "http://", "not a url", "127.0.0.1"]
    )
    func refusesNonHTTPBases(text: String) {
        #expect(RecommenderEndpoint(text) == nil)
    }
}
