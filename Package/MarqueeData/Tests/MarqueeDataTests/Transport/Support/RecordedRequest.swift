import Foundation

/// A request as ``StubURLProtocol`` saw it.
struct RecordedRequest: Hashable, Sendable {
    /// The method.
    var method: String
    /// The URL.
    var url: URL
    /// The headers that the test cares about are compared one by one; these are all of them.
    var headers: [String: String]
    /// The body, read from `httpBody` or, on Darwin, `httpBodyStream`.
    var body: Data?
}
