import Testing

@testable import MarqueeDomain

@Suite("A recommender address")
struct RecommenderAddressTests {
    @Test("An http or https URL with a host is read, normalised without query, fragment or trailing slashes")
    func reads() {
        #expect(
            RecommenderAddress(" HTTP://host.test:8000/api//?q=1#top ")?.baseURL.absoluteString
                == "http://host.test:8000/api")
        #expect(RecommenderAddress("https://host.test")?.baseURL.absoluteString == "https://host.test")
    }

    @Test("Anything else is not an address", arguments: ["", "host.test", "ftp://host.test", "http://", "file:///x"])
    func rejects(text: String) {
        #expect(RecommenderAddress(text) == nil)
    }
}
