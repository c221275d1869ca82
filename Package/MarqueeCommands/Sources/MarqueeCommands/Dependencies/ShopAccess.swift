import Foundation
import MarqueeDomain

/// The iTunes store as the commands see it: behind its disk cache, once honouring and once skipping freshness.
///
/// The composition root builds the live stack; tests pass doubles.
public struct ShopAccess: Sendable {
    /// The store behind its cache: fresh answers come from disk, failures fall back to the last good answer.
    public let cached: any ShopCatalogRepository & ShopMatching
    /// The same store and cache, asked even when the cache is fresh (`--refresh`); failures still fall back.
    public let refreshing: any ShopCatalogRepository & ShopMatching
    /// How long one question to the store may take, so a screen can say how long it waited.
    public let deadline: Duration

    /// How long one question to the store may take when `MARQUEE_HTTP_TIMEOUT_MS` does not say.
    ///
    /// Short, because every command answers from the bundled catalog first and the store only adds to it, and
    /// because a person is waiting at the terminal for the store's part. iTunes answers well within it.
    public static let defaultDeadline = Duration.seconds(3)

    /// Creates access from two repositories; tests pass doubles.
    public init(
        cached: any ShopCatalogRepository & ShopMatching,
        refreshing: any ShopCatalogRepository & ShopMatching,
        deadline: Duration = ShopAccess.defaultDeadline
    ) {
        self.cached = cached
        self.refreshing = refreshing
        self.deadline = deadline
    }

    /// A store that is never reachable, for compositions without one: every question fails as offline.
    public static let unavailable = ShopAccess(cached: UnavailableShop(), refreshing: UnavailableShop())
}
