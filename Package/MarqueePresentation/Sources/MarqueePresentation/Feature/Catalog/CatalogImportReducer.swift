import MVIKit
import MarqueeDomain

/// The IMDb import's state machine: idle → importing (with progress) → imported(summary) or failed.
///
/// One import runs at a time: a second request while one reads is ignored, since the first will replace the
/// local catalog anyway. The import reads for a minute or two, so its progress arrives as intents a view can draw.
public struct CatalogImportReducer: Reducer {
    private let importer: any IMDbImporting

    /// Creates the reducer.
    /// - Parameter importer: reads the datasets and writes the local catalog.
    public init(importer: any IMDbImporting) {
        self.importer = importer
    }

    /// Applies one intent and returns the work it needs.
    public func reduce(_ state: inout CatalogImportState, _ intent: CatalogImportIntent) -> Effect<CatalogImportIntent>
    {
        switch intent {
        case .importNow(let request):
            guard !state.phase.isLoading else { return .none }
            state = CatalogImportState()
            state.phase = .loading
            let importer = self.importer
            return .run(id: "catalog-import") { send in
                let (reports, continuation) = AsyncStream.makeStream(
                    of: IMDbImportProgress.self, bufferingPolicy: .unbounded)
                let work = Task { () -> Result<IMDbOverlaySummary, IMDbImportError> in
                    defer { continuation.finish() }
                    do throws(IMDbImportError) {
                        return .success(try await importer.importDatasets(request) { continuation.yield($0) })
                    } catch {
                        return .failure(error)
                    }
                }
                for await report in reports { await send(.progressed(report)) }
                switch await work.value {
                case .success(let summary): await send(.importFinished(summary))
                case .failure(let error): await send(.importFailed(error))
                }
            }
        case .progressed(let progress):
            guard state.phase.isLoading else { return .none }
            state.progress = progress
            if progress.isFileDone { state.finishedFiles.append(progress) }
            return .none
        case .importFinished(let summary):
            state.phase = .loaded(summary)
            state.progress = nil
            return .none
        case .importFailed(let error):
            state.phase = .failed(error)
            state.progress = nil
            return .none
        }
    }
}
