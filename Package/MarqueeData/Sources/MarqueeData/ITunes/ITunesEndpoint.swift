import Foundation
import MarqueeDomain

/// Builds every iTunes URL Marquee requests: the RSS top-movies chart, Search and Lookup.
///
/// The base URL is configurable so tests and the CLI (`MARQUEE_ITUNES_URL`) can point at a local server;
/// a path in it is kept, so `http://127.0.0.1:8080/itunes` serves `/itunes/us/rss/…`.
public struct ITunesEndpoint: Hashable, Sendable {
    // The literal is a valid URL, checked by `ITunesEndpointTests`.
    // swift-format-ignore: NeverForceUnwrap
    /// Apple's public host.
    public static let defaultBaseURL = URL(string: "https://itunes.apple.com")!
    /// The environment variable that overrides the base URL.
    public static let environmentVariable = "MARQUEE_ITUNES_URL"
    /// The most results Search accepts (Apple documents 200); the chart uses the same bound.
    public static let maximumLimit = 200

    /// Where every path is appended.
    public let baseURL: URL

    /// Creates an endpoint builder.
    /// - Parameter baseURL: the scheme, host, port and optional path prefix; Apple's host by default.
    public init(baseURL: URL = ITunesEndpoint.defaultBaseURL) {
        self.baseURL = baseURL
    }

    /// Creates an endpoint builder from `MARQUEE_ITUNES_URL` when it holds an absolute http(s) URL.
    ///
    /// An unset, empty or unusable value means Apple's host, so a typo can never send requests somewhere odd.
    /// - Parameter environment: the process environment.
    public init(environment: [String: String]) {
        guard let text = environment[Self.environmentVariable], let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host() != nil
        else {
            self.init()
            return
        }
        self.init(baseURL: url)
    }

    /// The RSS top-movies chart: `/{cc}/rss/topmovies/limit={n}[/genre={id}]/json`.
    /// - Parameters:
    ///   - genre: the chart's genre, or `nil` for the overall chart.
    ///   - country: the storefront; only its ASCII letters are used, lower-cased, `us` when none are left.
    ///   - limit: how many films; clamped to 1…``maximumLimit``.
    /// - Returns: the chart URL.
    public func topMovies(genre: ChartGenre?, country: String, limit: Int) -> URL {
        var path = "/\(Self.storefront(country))/rss/topmovies/limit=\(Self.clamped(limit))"
        if let genre { path += "/genre=\(genre.iTunesGenreID)" }
        return url(path: path + "/json", query: nil)
    }

    /// The Search API for films: `/search?term=…&media=movie&entity=movie&country=CC&limit=N`.
    /// - Parameters:
    ///   - term: the words; form-encoded (spaces as `+`, a literal `+` as `%2B`).
    ///   - country: the storefront, upper-cased in the query as Apple's examples write it.
    ///   - limit: how many results; clamped to 1…``maximumLimit``.
    /// - Returns: the search URL.
    public func search(term: String, country: String, limit: Int) -> URL {
        let query = [
            ("term", term), ("media", "movie"), ("entity", "movie"),
            ("country", Self.storefront(country).uppercased()), ("limit", String(Self.clamped(limit))),
        ]
        return url(path: "/search", query: query)
    }

    /// The Lookup API: `/lookup?id=<trackId>&country=CC`.
    /// - Parameters:
    ///   - trackID: the store's numeric track id.
    ///   - country: the storefront.
    /// - Returns: the lookup URL.
    public func lookup(trackID: Int, country: String) -> URL {
        url(path: "/lookup", query: [("id", String(trackID)), ("country", Self.storefront(country).uppercased())])
    }

    private func url(path: String, query: [(String, String)]?) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
        let prefix =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = prefix + path
        components.percentEncodedQuery = query.map { items in
            items.map { "\($0)=\(Self.formEncoded($1))" }.joined(separator: "&")
        }
        // Every piece above is ASCII and already encoded, so URLComponents always produces a URL.
        return components.url ?? baseURL
    }

    /// The storefront as a path segment: ASCII letters only, so a country can never add a path segment.
    static func storefront(_ country: String) -> String {
        let letters = country.lowercased().filter { $0.isASCII && $0.isLetter }
        return letters.isEmpty ? "us" : letters
    }

    private static func clamped(_ limit: Int) -> Int { min(max(limit, 1), maximumLimit) }

    /// `application/x-www-form-urlencoded` spelling, as the Search API documents: `+` for spaces.
    ///
    /// URLComponents leaves `+`, `&` and `=` alone in queries, which would turn "C++" into "C  ".
    private static func formEncoded(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~ ")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        return encoded.replacingOccurrences(of: " ", with: "+")
    }
}
