import Foundation
import MarqueeData
import MarqueeDomain

/// The iTunes store as the commands see it: behind its disk cache, once honouring and once skipping freshness.
///
/// The live stack (URLSession, rate limiter, cache) is built on the first question, so commands that never ask
/// the store (`like`, `feed`, …) start as fast as before.
public struct StoreAccess: Sendable {
    /// The store behind its cache: fresh answers come from disk, failures fall back to the last good answer.
    public let cached: any StoreCatalogRepository & StoreMatching
    /// The same store and cache, asked even when the cache is fresh (`--refresh`); failures still fall back.
    public let refreshing: any StoreCatalogRepository & StoreMatching
    /// How long one question to the store may take, so a screen can say how long it waited.
    public let deadline: Duration

    /// How long one question to the store may take when `MARQUEE_HTTP_TIMEOUT_MS` does not say.
    ///
    /// Short, because every command answers from the bundled catalog first and the store only adds to it, and
    /// because a silent store costs CPU while it is waited for: Linux URLSession spins on a connection that is
    /// open with no data (docs/ARCHITECTURE.md, "A silent store"). iTunes answers well within it.
    public static let defaultDeadline = Duration.seconds(3)

    /// Creates access from two repositories; tests pass doubles.
    public init(
        cached: any StoreCatalogRepository & StoreMatching,
        refreshing: any StoreCatalogRepository & StoreMatching,
        deadline: Duration = StoreAccess.defaultDeadline
    ) {
        self.cached = cached
        self.refreshing = refreshing
        self.deadline = deadline
    }

    /// A store that is never reachable, for compositions without one: every question fails as offline.
    public static let unavailable = StoreAccess(cached: UnavailableStore(), refreshing: UnavailableStore())

    /// The real store: `CachedStoreCatalogRepository(ITunesCatalogRepository(RateLimitedTransport(URLSession…)))`.
    ///
    /// Reads `MARQUEE_ITUNES_URL` (the base URL), `MARQUEE_HTTP_TIMEOUT_MS` and `MARQUEE_HTTP_ATTEMPTS`, and caches
    /// in `CacheDirectory.resolve(environment:home:)`.
    /// - Parameters:
    ///   - environment: the process environment.
    ///   - home: the user's home directory.
    /// - Returns: lazily built access to the live store.
    public static func live(environment: [String: String], home: String) -> StoreAccess {
        let settings = HTTPSettings(environment: environment)
        let stack = StoreStack {
            let transport = RateLimitedTransport(base: URLSessionTransport(), limiter: RequestRateLimiter.iTunes())
            let store = ITunesCatalogRepository(
                transport: transport,
                endpoint: ITunesEndpoint(environment: environment),
                retry: settings.retry,
                deadline: settings.deadline
            )
            let cache = CacheDirectory.resolve(environment: environment, home: home)
            return (
                CachedStoreCatalogRepository(wrapping: store, cache: cache),
                CachedStoreCatalogRepository(wrapping: store, cache: cache, refresh: true)
            )
        }
        return StoreAccess(
            cached: LazyStore(stack: stack, refreshing: false), refreshing: LazyStore(stack: stack, refreshing: true),
            deadline: settings.deadline)
    }
}
