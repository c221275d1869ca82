import Foundation
import Testing

@testable import MarqueeData

/// Whatever base URL the service has, Marquee calls `{base}/predict/` with the slash FastAPI declares.
struct RecommenderEndpointTests {
    @Test(
        "A base URL with or without a trailing slash or a path prefix always gives {base}/predict/",
        arguments: [
            ("http://127.0.0.1:8765", "http://127.0.0.1:8765/predict/"),
            ("http://127.0.0.1:8765/", "http://127.0.0.1:8765/predict/"),
            ("https://example.org/api", "https://example.org/api/predict/"),
            ("https://example.org/api/", "https://example.org/api/predict/"),
        ]
    )
    func alwaysCallsPredictWithASlash(base: String, predict: String) throws {
        let endpoint = RecommenderEndpoint(baseURL: try #require(URL(string: base)))
        #expect(endpoint.predictURL.absoluteString == predict)
    }
}
