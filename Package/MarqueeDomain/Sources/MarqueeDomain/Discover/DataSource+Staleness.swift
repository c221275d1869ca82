import Foundation

extension DataSource {
    /// The stalest of several sources: bundled beats any cache, an older cache beats a newer one, and live is
    /// freshest.
    ///
    /// A screen mixing rows labels itself by its weakest row, so it never claims to be fresher than it is.
    /// - Parameter sources: the sources of a screen's parts.
    /// - Returns: the stalest one, or `.bundled` when there are none (nothing live was shown).
    public static func stalest(_ sources: [DataSource]) -> DataSource {
        sources.max { $0.staleness < $1.staleness } ?? .bundled
    }

    /// Bigger is staler; a cache's staleness grows with its age.
    private var staleness: Double {
        switch self {
        case .live: -Double.infinity
        case .cached(let savedAt): -savedAt.timeIntervalSinceReferenceDate
        case .bundled: .infinity
        }
    }
}
