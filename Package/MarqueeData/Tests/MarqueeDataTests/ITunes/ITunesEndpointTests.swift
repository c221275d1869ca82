import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

@Suite struct ITunesEndpointTests {
    private static let apple = ITunesEndpoint()
    private static let local = ITunesEndpoint(baseURL: URL.fixture("http://127.0.0.1:8080"))
    private static let prefixed = ITunesEndpoint(baseURL: URL.fixture("http://127.0.0.1:8080/itunes/"))

    @Test(
        "Every URL has the documented shape, on Apple's host or a local one",
        arguments: [
            (
                apple.topMovies(genre: nil, country: "us", limit: 50),
                "https://itunes.apple.com/us/rss/topmovies/limit=50/json"
            ),
            (
                apple.topMovies(genre: .drama, country: "GB", limit: 25),
                "https://itunes.apple.com/gb/rss/topmovies/limit=25/genre=4406/json"
            ),
            (
                apple.topMovies(genre: nil, country: "../x", limit: 0),
                "https://itunes.apple.com/x/rss/topmovies/limit=1/json"
            ),
            (
                apple.topMovies(genre: nil, country: "", limit: 500),
                "https://itunes.apple.com/us/rss/topmovies/limit=200/json"
            ),
            (
                apple.search(term: "dark knight", country: "us", limit: 25),
                "https://itunes.apple.com/search?term=dark+knight&media=movie&entity=movie&country=US&limit=25"
            ),
            (
                apple.search(term: "C++ & Amélie=1?", country: "de", limit: 5),
                "https://itunes.apple.com/search?term=C%2B%2B+%26+Am%C3%A9lie%3D1%3F"
                    + "&media=movie&entity=movie&country=DE&limit=5"
            ),
            (
                apple.lookup(trackID: 1_714_948_342, country: "us"),
                "https://itunes.apple.com/lookup?id=1714948342&country=US"
            ),
            (
                local.topMovies(genre: .sciFiAndFantasy, country: "us", limit: 10),
                "http://127.0.0.1:8080/us/rss/topmovies/limit=10/genre=4413/json"
            ),
            (
                prefixed.search(term: "dune", country: "us", limit: 3),
                "http://127.0.0.1:8080/itunes/search?term=dune&media=movie&entity=movie&country=US&limit=3"
            ),
            (prefixed.lookup(trackID: 7, country: "jp"), "http://127.0.0.1:8080/itunes/lookup?id=7&country=JP"),
        ])
    func urls(url: URL, expected: String) {
        #expect(url.absoluteString == expected)
    }

    @Test(
        "MARQUEE_ITUNES_URL overrides the host only when it is an absolute http(s) URL",
        arguments: [
            (["MARQUEE_ITUNES_URL": "http://127.0.0.1:9999"], "http://127.0.0.1:9999"),
            (["MARQUEE_ITUNES_URL": "https://mirror.example.com/itunes"], "https://mirror.example.com/itunes"),
            ([:], "https://itunes.apple.com"),
            (["MARQUEE_ITUNES_URL": ""], "https://itunes.apple.com"),
            (["MARQUEE_ITUNES_URL": "127.0.0.1:9999"], "https://itunes.apple.com"),
            (["MARQUEE_ITUNES_URL": "ftp://127.0.0.1"], "https://itunes.apple.com"),
            (["MARQUEE_ITUNES_URL": "not a url"], "https://itunes.apple.com"),
        ])
    func environment(environment: [String: String], expected: String) {
        #expect(ITunesEndpoint(environment: environment).baseURL.absoluteString == expected)
    }

    @Test("The chart genres have the store's feed ids, in display order")
    func genreIDs() {
        #expect(ChartGenre.allCases.map(\.iTunesGenreID) == [4401, 4404, 4406, 4408, 4410, 4413, 4416])
    }

    @Test("Chart genre ids are unique and map back to their genre; other ids map to none")
    func genreIDsRoundTrip() {
        let ids = ChartGenre.allCases.map(\.iTunesGenreID)

        #expect(Set(ids).count == ids.count)
        #expect(ids.map(ChartGenre.init(iTunesGenreID:)) == ChartGenre.allCases)
        #expect(ChartGenre(iTunesGenreID: 4405) == nil)
    }
}
