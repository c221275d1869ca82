/// One row of the Discover screen: the featured chart or a genre chart, with where it came from.
public struct DiscoverSection: Hashable, Sendable, Identifiable {
    /// Which row this is.
    public enum Kind: Hashable, Sendable {
        /// The overall top-movies chart, shown first.
        case featured
        /// A genre's top-movies chart.
        case genre(ChartGenre)
    }

    /// Which row this is.
    public let kind: Kind
    /// The films, in chart order (or best first, for a row built from the bundled catalog).
    public let movies: [Movie]
    /// Where the row came from: the live store, the disk cache (with its age), or the bundled catalog.
    public let source: DataSource

    /// The row's identity: one row per kind.
    public var id: Kind { kind }

    /// Creates a row.
    public init(kind: Kind, movies: [Movie], source: DataSource) {
        self.kind = kind
        self.movies = movies
        self.source = source
    }
}
