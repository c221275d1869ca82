import Foundation
import MarqueeDomain

/// Where a CinemaScopeAI-style recommender lives, and the one URL Marquee calls on it.
///
/// The base URL may end with a slash or not, and may carry a path prefix (`https://host/api`); the request
/// always goes to `{base}/predict/`, with the slash FastAPI declares, so the server never has to redirect
/// (a 307 costs a round trip).
public struct RecommenderEndpoint: Hashable, Sendable {
    /// The base URL, normalised: no trailing slash, no query, no fragment.
    public let baseURL: URL

    /// Reads a base URL as a user typed it, by the Domain's one reading of an address.
    /// - Parameter text: an `http` or `https` URL with a host; the result is `nil` when the text is not such a URL.
    public init?(_ text: String) {
        guard let address = RecommenderAddress(text) else { return nil }
        self.init(address)
    }

    /// The endpoint at an address already read.
    /// - Parameter address: the service's address.
    public init(_ address: RecommenderAddress) { baseURL = address.baseURL }

    /// `{base}/predict/`.
    public var predictURL: URL { baseURL.appending(path: "predict/") }
}
