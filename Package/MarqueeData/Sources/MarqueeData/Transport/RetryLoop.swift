/// Runs attempts until one is final, waiting between them as a ``RetryPolicy`` says.
///
/// Shared by ``CurlTransport`` and ``RateLimitedTransport`` so both retry the same way.
struct RetryLoop: Sendable {
    /// Waits between attempts; tests inject a recorder that returns at once.
    let sleep: @Sendable (Duration) async throws -> Void
    /// A random number in `0..<1` for the backoff's jitter.
    let jitter: @Sendable () -> Double

    /// Runs `attempt` until it gives a final outcome or the policy's attempts are used up.
    ///
    /// A response is retried when `head` gives a status the policy lists (its `Retry-After` sets the wait);
    /// a failure is retried when it is ``TransportError/offline(reason:)`` or ``TransportError/timedOut(after:)``
    /// and the policy retries network failures. After the last attempt its outcome is returned or thrown as is.
    func run<Value>(
        _ policy: RetryPolicy,
        head: (Value) -> (status: Int, retryAfter: Duration?)?,
        attempt: () async -> Result<Value, TransportError>
    ) async throws(TransportError) -> Value {
        let attempts = max(1, policy.maxAttempts)
        var retries = 0
        while true {
            if Task.isCancelled { throw .cancelled }
            let outcome = await attempt()
            let isLast = retries + 1 >= attempts
            let retryAfter: Duration?
            switch outcome {
            case .success(let value):
                guard !isLast, let head = head(value), policy.retryStatuses.contains(head.status) else { return value }
                retryAfter = head.retryAfter
            case .failure(let error):
                guard !isLast, policy.retriesNetworkFailures, error.isNetworkFailure else { throw error }
                retryAfter = nil
            }
            retries += 1
            do {
                try await sleep(policy.delay(beforeRetry: retries, retryAfter: retryAfter, jitter: jitter()))
            } catch {
                throw .cancelled
            }
        }
    }
}

extension TransportError {
    /// Whether the failure is one a new connection might not have: no route, a lost connection, a time-out.
    fileprivate var isNetworkFailure: Bool {
        switch self {
        case .offline, .timedOut: true
        default: false
        }
    }
}
