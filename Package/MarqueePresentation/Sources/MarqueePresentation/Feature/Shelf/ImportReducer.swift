import MVIKit
import MarqueeDomain

/// The import's state machine: idle → importing → imported(report) or failed.
///
/// One import runs at a time: a second request while one is in flight is ignored, because the first is
/// already one all-or-nothing profile update. The CLI runs it once; a TUI screen can reuse it as it is.
public struct ImportReducer: Reducer {
    private let importShelf: ImportShelfUseCase
    private let files: (any ShelfFileRepository)?

    /// Creates the reducer.
    /// - Parameters:
    ///   - importShelf: reads the file and records its reactions.
    ///   - files: reads the file ``ImportIntent/importFile(_:)`` names; `nil` where bytes always come in hand.
    public init(importShelf: ImportShelfUseCase, files: (any ShelfFileRepository)? = nil) {
        self.importShelf = importShelf
        self.files = files
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout ImportState, _ intent: ImportIntent) -> Effect<ImportIntent> {
        switch intent {
        case .importFile(let path):
            guard !state.phase.isLoading, let files else { return .none }
            state.phase = .loading
            let importShelf = self.importShelf
            return .run(id: "import") { send in
                do throws(ShelfTransferError) {
                    let data = try files.read(path)
                    await send(.importFinished(try await importShelf.execute(data, fileName: path)))
                } catch {
                    await send(.importFailed(error))
                }
            }
        case .importNow(let data, let fileName):
            guard !state.phase.isLoading else { return .none }
            state.phase = .loading
            let importShelf = self.importShelf
            return .run(id: "import") { send in
                do throws(ShelfTransferError) {
                    await send(.importFinished(try await importShelf.execute(data, fileName: fileName)))
                } catch {
                    await send(.importFailed(error))
                }
            }
        case .importFinished(let report):
            state.phase = .loaded(report)
            return .none
        case .importFailed(let error):
            state.phase = .failed(error)
            return .none
        }
    }
}
