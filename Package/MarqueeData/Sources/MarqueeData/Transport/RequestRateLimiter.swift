/// Lets at most `limit` requests start in any window of `window`, making the rest wait their turn.
///
/// For services with a published budget, such as the iTunes Search API's ~20 calls a minute (it throttles with
/// 403, not 429). Callers `await` ``waitForSlot()`` before each request, or wrap a transport in a
/// ``RateLimitedTransport``. Waiters are served in arrival order: each reserves the earliest start that keeps
/// every window within the limit, then sleeps until it.
///
/// The limit is **per process** and per instance: share one limiter among every client of a service, and expect
/// several `marquee` processes running at once to add up.
public actor RequestRateLimiter {
    private let limit: Int
    private let window: Duration
    private let now: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    /// Start times granted or reserved, ascending; the ones older than a window are dropped as time passes.
    private var starts: [Duration] = []

    /// Creates a limiter.
    ///
    /// - Parameters:
    ///   - limit: the most requests that may start within one window (at least 1).
    ///   - window: the window's length.
    ///   - now: the time on a monotonic clock; tests pass a clock they move by hand.
    ///   - sleep: waits for a slot; tests pass one that moves their clock instead of waiting.
    public init(
        limit: Int,
        per window: Duration,
        now: @escaping @Sendable () -> Duration = { ContinuousClock.now - RequestRateLimiter.origin },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.limit = max(1, limit)
        self.window = window
        self.now = now
        self.sleep = sleep
    }

    /// Twenty requests a minute: the iTunes Search and Lookup APIs' published budget.
    /// - Returns: a new limiter; share it among every iTunes client of the process.
    public static func iTunes() -> RequestRateLimiter {
        RequestRateLimiter(limit: 20, per: .seconds(60))
    }

    /// The zero point of the default clock.
    public static let origin = ContinuousClock.now

    /// Waits until a request may start, and counts it as started then.
    ///
    /// A waiter that is cancelled gives its reserved slot back.
    /// - Throws: ``TransportError/cancelled`` when the waiting task is cancelled.
    public func waitForSlot() async throws(TransportError) {
        let current = now()
        starts.removeAll { $0 + window <= current }
        let start = starts.count < limit ? current : max(current, starts[starts.count - limit] + window)
        starts.append(start)
        guard start > current else { return }
        do {
            try await sleep(start - current)
        } catch {
            if let index = starts.firstIndex(of: start) { starts.remove(at: index) }
            throw .cancelled
        }
    }
}
