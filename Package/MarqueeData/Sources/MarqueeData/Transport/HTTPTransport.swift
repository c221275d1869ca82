import Foundation

/// Sends HTTP requests: the one seam between Marquee's service clients and the network.
///
/// ``CurlTransport`` is the real one; tests run it against local servers, and use doubles of this protocol above it.
public protocol HTTPTransport: Sendable {
    /// Sends a request, retrying as its policy says, and returns the final response whatever its status.
    /// - Parameter request: the request.
    /// - Returns: the last response received; check ``HTTPResponse/isSuccess`` or use ``HTTPResponse/validated()``.
    /// - Throws: ``TransportError`` for network failures, deadlines, oversized bodies and cancellation.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse

    /// Sends a request and delivers the body as it arrives, for Server-Sent Events.
    ///
    /// The deadline applies between chunks (an idle timeout), not to the whole stream.
    /// - Parameter request: the request.
    /// - Returns: the status and headers, and the body's chunks; the stream throws ``TransportError``.
    /// - Throws: ``TransportError`` when no response head arrives.
    func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream
}
