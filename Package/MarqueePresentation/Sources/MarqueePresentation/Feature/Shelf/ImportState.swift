import MVIKit
import MarqueeDomain

/// Everything an import shows: idle, importing, the report, or why it failed.
public struct ImportState: Equatable, Sendable {
    /// Where the import stands; `.loaded` holds the report.
    public var phase: LoadingPhase<ImportReport, ShelfTransferError> = .idle

    /// Creates the initial state.
    public init() {}
}
