import MVIKit
import MarqueeDomain

/// Everything an IMDb import shows: idle, reading (and how far), the new catalog, or why it failed.
public struct CatalogImportState: Equatable, Sendable {
    /// Where the import stands; `.loaded` holds what the new catalog holds.
    public var phase: LoadingPhase<IMDbOverlaySummary, IMDbImportError> = .idle
    /// The latest progress, while reading.
    public var progress: IMDbImportProgress?
    /// The files read to their end, with their row counts, in the order read.
    public var finishedFiles: [IMDbImportProgress] = []

    /// Creates the initial state.
    public init() {}
}
