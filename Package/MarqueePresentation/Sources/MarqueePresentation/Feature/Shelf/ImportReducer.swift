import MVIKit
import MarqueeDomain

/// The import's state machine: idle → importing → imported(report) or failed.
///
/// One import runs at a time: a second request while one is in flight is ignored, because the first is
/// already one all-or-nothing profile update. The CLI runs it once; a TUI screen can reuse it as it is.
public struct ImportReducer: Reducer {
    private let importShelf: ImportShelfUseCase

    /// Creates the reducer.
    /// - Parameter importShelf: reads the file and records its reactions.
    public init(importShelf: ImportShelfUseCase) {
        self.importShelf = importShelf
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout ImportState, _ intent: ImportIntent) -> Effect<ImportIntent> {
        switch intent {
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
