import Foundation

/// How long a cached store answer counts as fresh, by kind of answer.
///
/// Within its lifetime an answer is served without touching the network. After it, the network is asked
/// first, and the stale answer is still served (labelled with its age) when the network fails.
public struct ShopCacheLifetimes: Hashable, Sendable {
    /// Top-movies charts, which Apple rebuilds during the day.
    public var charts: TimeInterval
    /// Search results.
    public var searches: TimeInterval
    /// A film looked up by id, whose details rarely change.
    public var lookups: TimeInterval
    /// Which store film matches a catalog film (including "none").
    public var matches: TimeInterval

    /// Creates lifetimes, in seconds.
    public init(charts: TimeInterval, searches: TimeInterval, lookups: TimeInterval, matches: TimeInterval) {
        self.charts = charts
        self.searches = searches
        self.lookups = lookups
        self.matches = matches
    }

    /// Six hours for charts and searches, seven days for lookups and matches.
    public static let standard = ShopCacheLifetimes(
        charts: 6 * 3_600, searches: 6 * 3_600, lookups: 7 * 86_400, matches: 7 * 86_400)
}
