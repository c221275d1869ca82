import Foundation
import MVIKit
import MarqueeDomain
import MarqueePresentation
import Testing

@MainActor
struct CatalogImportReducerTests {
    /// An importer that reports the progress it was made with, then answers with its outcome.
    struct ScriptedImporter: IMDbImporting {
        let reports: [IMDbImportProgress]
        let outcome: Result<IMDbOverlaySummary, IMDbImportError>

        func importDatasets(
            _ request: IMDbImportRequest, progress: @escaping @Sendable (IMDbImportProgress) -> Void
        ) async throws(IMDbImportError) -> IMDbOverlaySummary {
            for report in reports { progress(report) }
            return try outcome.get()
        }

        func removeOverlay() throws(IMDbImportError) -> Bool { false }

        var overlay: IMDbOverlaySummary? { nil }

        var overlayPath: String { "/data/imdb-catalog.bin" }
    }

    private let summary = IMDbOverlaySummary(
        films: 40_000, added: 21_000, filled: 12_000, years: 1900...2026, date: Date(timeIntervalSince1970: 0),
        path: "/data/imdb-catalog.bin")
    private let reports = [
        IMDbImportProgress(file: "title.ratings.tsv.gz", rows: 65_536, fraction: 0.01, isFileDone: false),
        IMDbImportProgress(file: "title.ratings.tsv.gz", rows: 70_000, fraction: 0.02, isFileDone: true),
        IMDbImportProgress(file: "title.basics.tsv.gz", rows: 10, fraction: 0.2, isFileDone: true),
    ]

    @Test("importNow reads with progress, keeps each finished file, and ends with the new catalog's summary")
    func imports() async {
        let importer = ScriptedImporter(reports: reports, outcome: .success(summary))
        let store = Store(initialState: CatalogImportState(), reducer: CatalogImportReducer(importer: importer))

        store.send(.importNow(IMDbImportRequest(folder: "/imdb")))
        await store.settle()

        var expected = CatalogImportState()
        expected.phase = .loaded(summary)
        expected.finishedFiles = [reports[1], reports[2]]
        #expect(store.state == expected)
    }

    @Test("A failed import ends failed with the file and line, its progress cleared")
    func fails() async {
        let error = IMDbImportError(.tooFewColumns, file: "title.crew.tsv.gz", line: 7)
        let importer = ScriptedImporter(reports: [reports[1]], outcome: .failure(error))
        let store = Store(initialState: CatalogImportState(), reducer: CatalogImportReducer(importer: importer))

        store.send(.importNow(IMDbImportRequest(folder: "/imdb")))
        await store.settle()

        var expected = CatalogImportState()
        expected.phase = .failed(error)
        expected.finishedFiles = [reports[1]]
        #expect(store.state == expected)
    }

    @Test("A second request while one reads is ignored")
    func secondRequestIgnored() {
        var state = CatalogImportState()
        state.phase = .loading
        let reducer = CatalogImportReducer(
            importer: ScriptedImporter(reports: [], outcome: .success(summary)))

        let before = state
        _ = reducer.reduce(&state, .importNow(IMDbImportRequest(folder: "/other")))

        #expect(state == before)
    }
}
