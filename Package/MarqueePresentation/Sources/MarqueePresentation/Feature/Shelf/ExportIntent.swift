import MarqueeDomain

/// What can happen while exporting the shelf.
public enum ExportIntent: Sendable {
    /// Write the liked and saved films to `path` now; ``ExportReducer/standardOutput`` keeps the bytes instead.
    case exportNow(String)
    /// The file was written, or its bytes are ready for standard output.
    case exportFinished(ExportSummary)
    /// The export failed; no file was written.
    case exportFailed(ShelfTransferError)
}
