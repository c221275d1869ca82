import Foundation

/// A complete HTTP response: any status, so clients can read a service's error body.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code.
    public let status: Int
    /// Headers with lower-cased names.
    public let headers: [String: String]
    /// The body, at most the request's `maxResponseBytes`.
    public let body: Data

    /// Creates a response; header names are lower-cased.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The `Retry-After` header as a duration, from seconds or an HTTP date.
    public var retryAfter: Duration? { RetryAfter.parse(headers["retry-after"]) }
}
