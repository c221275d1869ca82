import Foundation
import MarqueeDomain

/// Fetches the store's artwork in the format asked for, rewriting the URL's last component to name it.
public struct ITunesPosterRepository: PosterRepository {
    /// The largest poster accepted: a 600-pixel PNG is a few hundred kilobytes.
    static let maximumBytes = 4 << 20

    let transport: any HTTPTransport
    let retry: RetryPolicy
    let deadline: Duration

    /// Creates a repository on a transport.
    /// - Parameters:
    ///   - transport: the HTTP transport, the same rate-limited one the store's other questions use.
    ///   - retry: the store's retry policy.
    ///   - deadline: the time allowed for one attempt.
    public init(transport: any HTTPTransport, retry: RetryPolicy = .iTunes, deadline: Duration = .seconds(8)) {
        self.transport = transport
        self.retry = retry
        self.deadline = deadline
    }

    /// The poster in `format`, 600 pixels square, as the store renders it on request.
    /// - Throws: `PosterError.unavailable` for a network failure, a non-2xx status, or bytes that are
    ///   not in `format`.
    public func poster(at url: URL, format: PosterFormat) async throws(PosterError) -> Data {
        let request = HTTPRequest(
            url: ShopPosterURL.url(url, format: format), deadline: deadline, retry: retry,
            maxResponseBytes: Self.maximumBytes)
        let response: HTTPResponse
        do { response = try await transport.send(request) } catch {
            throw .unavailable(reason: "\(error)")
        }
        guard response.isSuccess else { throw .unavailable(reason: "HTTP \(response.status)") }
        guard ImageSignature.matches(response.body, format) else {
            throw .unavailable(reason: "not \(format.rawValue)")
        }
        return response.body
    }
}
