import Foundation
import MarqueeDomain

/// Where a CinemaScopeAI-style recommender lives, and the one URL Marquee calls on it.
///
/// The base URL may carry a path prefix (`https://host/api`); the request always goes to `{base}/predict/`, with
/// the slash FastAPI declares, so the server never has to redirect (a 307 costs a round trip). Reading what a
/// user typed into a base URL is the command line's job, where the address is given.
public struct RecommenderEndpoint: Hashable, Sendable {
    /// The service's base URL.
    public let baseURL: URL

    /// The endpoint of a service.
    /// - Parameter baseURL: the service's base URL, with or without a trailing slash.
    public init(baseURL: URL) { self.baseURL = baseURL }

    /// `{base}/predict/`.
    public var predictURL: URL { baseURL.appending(path: "predict/") }
}
