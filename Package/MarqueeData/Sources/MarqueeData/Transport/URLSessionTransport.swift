import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real ``HTTPTransport``: URLSession underneath, with deadlines, retries and size caps Marquee enforces itself.
///
/// Every HTTP client (iTunes, the recommender, OpenAI) sends through one of these, so they all behave alike:
///
/// - **Deadlines.** Each attempt races the request's ``HTTPRequest/deadline`` on a timer of its own and cancels
///   the loser. URLSession's own time-out is set to whole seconds above the deadline, as a backstop only: Linux
///   truncates it to whole seconds and ignores the resource time-out.
/// - **Retries.** As ``HTTPRequest/retry`` says: listed statuses, and connection failures and time-outs when the
///   policy retries them, with exponential backoff and jitter; a `Retry-After` header (seconds or an HTTP date)
///   replaces the backoff. Every wait is capped by ``RetryPolicy/maxWait``. After the last attempt its
///   response (any status) is returned, or its error thrown.
/// - **Size cap.** A `Content-Length` above ``HTTPRequest/maxResponseBytes`` fails before the body is read; a
///   body that grows past it fails as soon as it does. Both give ``TransportError/tooLarge(limit:)``.
/// - **Errors.** Only ``TransportError`` comes out. `URLError`s are translated here and nowhere else.
/// - **Streams.** ``stream(_:)`` hands out chunks as they arrive. Its deadline is an idle timeout between chunks;
///   it retries only until the response head arrives, and stopping the iteration cancels the request.
///
/// Copies share one `URLSession`, which is invalidated when the last copy goes away.
public struct URLSessionTransport: HTTPTransport {
    private let session: SessionOwner
    private let retryLoop: RetryLoop

    /// Creates a transport over a new `URLSession`.
    ///
    /// - Parameters:
    ///   - configuration: the session's configuration, copied; tests set `protocolClasses` to stub the network.
    ///     URL caching is turned off in the copy: caching belongs to a decorator over the transport.
    ///   - sleep: waits between attempts; tests pass a recorder that returns at once.
    ///   - jitter: a random number in `0..<1` that spreads the backoff.
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        session = SessionOwner(configuration: configuration)
        retryLoop = RetryLoop(sleep: sleep, jitter: jitter)
    }

    /// Sends a request, retrying as its policy says, and returns the final response whatever its status.
    /// - Parameter request: the request.
    /// - Returns: the last response received; check ``HTTPResponse/isSuccess`` or use ``HTTPResponse/validated()``.
    /// - Throws: ``TransportError`` for network failures, deadlines, oversized bodies and cancellation.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await retryLoop.run(
            request.retry,
            head: { ($0.status, $0.retryAfter) },
            attempt: { await sendOnce(request) }
        )
    }

    /// Sends a request and delivers the body as it arrives, for Server-Sent Events.
    ///
    /// Connection failures and time-outs before the head are retried as the policy says; once a head has
    /// arrived, whatever its status, it is returned and nothing is retried.
    /// - Parameter request: the request; its deadline applies to the head, then between chunks.
    /// - Returns: the status and headers, and the body's chunks; the stream throws ``TransportError``.
    /// - Throws: ``TransportError`` when no response head arrives.
    public func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream {
        try await retryLoop.run(request.retry, head: { _ in nil }, attempt: { await streamOnce(request) })
    }

    private func sendOnce(_ request: HTTPRequest) async -> Result<HTTPResponse, TransportError> {
        let handler = BufferedResponseHandler(limit: request.maxResponseBytes, deadline: request.deadline)
        handler.attach(session.start(request, handler: handler))
        return await AttemptDeadline.run(request.deadline) {
            await withTaskCancellationHandler {
                await handler.outcome()
            } onCancel: {
                handler.cancel()
            }
        }
    }

    private func streamOnce(_ request: HTTPRequest) async -> Result<HTTPStream, TransportError> {
        let handler = StreamingResponseHandler(limit: request.maxResponseBytes, deadline: request.deadline)
        handler.attach(session.start(request, handler: handler))
        let head = await AttemptDeadline.run(request.deadline) {
            await withTaskCancellationHandler {
                await handler.head()
            } onCancel: {
                handler.cancel()
            }
        }
        switch head {
        case .success: handler.startIdleWatchdog()
        case .failure: handler.cancel()
        }
        return head
    }
}
