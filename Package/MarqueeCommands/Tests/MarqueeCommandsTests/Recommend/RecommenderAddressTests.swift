import Testing

@testable import MarqueeCommands

@Suite("A recommender address")
struct RecommenderAddressTests {
    @Test(
        "An http or https URL with a host is read, normalised without query, fragment or trailing slashes",
        arguments: [
            (" HTTP://host.test:8000/api//?q=1#top ", "http://host.test:8000/api"),
            ("https://host.test", "https://host.test"),
            ("http://127.0.0.1:8765/", "http://127.0.0.1:8765"),
            ("https://recommendersystem-l993.onrender.com//", "https://recommendersystem-l993.onrender.com"),
            ("  http://localhost:9000  ", "http://localhost:9000"),
        ]
    )
    func reads(text: String, base: String) {
        #expect(RecommenderAddress(text)?.baseURL.absoluteString == base)
    }

    @Test(
        "Anything else is not an address",
        arguments: [
            "", "host.test", "localhost:8765", "ftp://host.test", "http://", "file:///x", "not a url", "127.0.0.1",
        ]
    )
    func rejects(text: String) {
        #expect(RecommenderAddress(text) == nil)
    }
}
