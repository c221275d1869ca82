import MVIKit
import MarqueeDomain

/// Everything an export shows: idle, exporting, what was written, or why it failed.
public struct ExportState: Equatable, Sendable {
    /// Where the export stands; `.loaded` holds the summary.
    public var phase: LoadingPhase<ExportSummary, ShelfTransferError> = .idle

    /// Creates the initial state.
    public init() {}
}
