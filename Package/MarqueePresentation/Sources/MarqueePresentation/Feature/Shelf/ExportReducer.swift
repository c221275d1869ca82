import MVIKit
import MarqueeDomain

/// The export's state machine: idle → exporting → exported(summary) or failed.
///
/// The rows are read once and encoded once; the file is replaced whole or not at all (`ShelfFileRepository`),
/// so a failure leaves no half-written shelf. A second request while one is in flight is ignored.
public struct ExportReducer: Reducer {
    /// The path that means standard output, as for most command-line tools: the bytes come back in the summary.
    public nonisolated static let standardOutput = "-"

    private let exportShelf: ExportShelfUseCase
    private let format: any ShelfFileFormat
    private let files: any ShelfFileRepository

    /// Creates the reducer.
    /// - Parameters:
    ///   - exportShelf: reads the liked and saved films as rows.
    ///   - format: encodes the rows, such as Letterboxd's CSV.
    ///   - files: writes the file.
    public init(exportShelf: ExportShelfUseCase, format: any ShelfFileFormat, files: any ShelfFileRepository) {
        self.exportShelf = exportShelf
        self.format = format
        self.files = files
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout ExportState, _ intent: ExportIntent) -> Effect<ExportIntent> {
        switch intent {
        case .exportNow(let path):
            guard !state.phase.isLoading else { return .none }
            state.phase = .loading
            let (exportShelf, format, files) = (self.exportShelf, self.format, self.files)
            return .run(id: "export") { send in
                do throws(ShelfTransferError) {
                    let rows = try await exportShelf.rows()
                    let bytes = format.encode(rows)
                    guard path != Self.standardOutput else {
                        await send(.exportFinished(ExportSummary(path: path, rows: rows, bytes: bytes)))
                        return
                    }
                    try files.write(bytes, to: path)
                    await send(.exportFinished(ExportSummary(path: path, rows: rows)))
                } catch {
                    await send(.exportFailed(error))
                }
            }
        case .exportFinished(let summary):
            state.phase = .loaded(summary)
            return .none
        case .exportFailed(let error):
            state.phase = .failed(error)
            return .none
        }
    }
}
