import Foundation

extension DataSource {
    /// The stalest of several sources: bundled beats any cache, an older cache beats a newer one, and live is freshest.
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
