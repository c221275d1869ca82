/// A transport that waits for a ``RequestRateLimiter`` slot before every attempt, then lets another one send.
///
/// It runs the retry policy itself, handing each attempt to the wrapped transport with ``RetryPolicy/none``, so
/// retries also wait for slots: a throttled service is never hit faster than its budget, even by retries.
/// The limit is per process; see ``RequestRateLimiter``.
public struct RateLimitedTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let limiter: RequestRateLimiter
    private let retryLoop: RetryLoop

    /// Wraps `base` so that every attempt waits for `limiter`.
    ///
    /// - Parameters:
    ///   - base: the transport that sends each attempt, typically a ``CurlTransport``.
    ///   - limiter: the limiter shared by every client of the service.
    ///   - sleep: waits between attempts; tests pass a recorder that returns at once.
    ///   - jitter: a random number in `0..<1` that spreads the backoff.
    public init(
        base: any HTTPTransport,
        limiter: RequestRateLimiter,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.base = base
        self.limiter = limiter
        retryLoop = RetryLoop(sleep: sleep, jitter: jitter)
    }

    /// Sends a request, waiting for a slot before each attempt, and returns the final response.
    /// - Parameter request: the request; its retry policy is applied here.
    /// - Returns: the last response received, whatever its status.
    /// - Throws: ``TransportError`` from the wrapped transport, or ``TransportError/cancelled`` while waiting.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await retryLoop.run(
            request.retry,
            head: { ($0.status, $0.retryAfter) },
            attempt: { await attempt(request) { (single) throws(TransportError) in try await base.send(single) } }
        )
    }

    /// Opens a stream once a slot is free; retries before the head wait for slots too.
    /// - Parameter request: the request; its retry policy is applied here.
    /// - Returns: the status, headers and chunks from the wrapped transport.
    /// - Throws: ``TransportError`` when no response head arrives, or ``TransportError/cancelled`` while waiting.
    public func stream(_ request: HTTPRequest) async throws(TransportError) -> HTTPStream {
        try await retryLoop.run(
            request.retry,
            head: { _ in nil },
            attempt: { await attempt(request) { (single) throws(TransportError) in try await base.stream(single) } }
        )
    }

    private func attempt<Value>(
        _ request: HTTPRequest,
        _ operation: (HTTPRequest) async throws(TransportError) -> Value
    ) async -> Result<Value, TransportError> {
        var single = request
        single.retry = .none
        do throws(TransportError) {
            try await limiter.waitForSlot()
            return .success(try await operation(single))
        } catch {
            return .failure(error)
        }
    }
}
