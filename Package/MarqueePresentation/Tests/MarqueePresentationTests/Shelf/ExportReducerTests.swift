import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct ExportReducerTests {
    /// A format that writes one title a line and reads nothing.
    struct TitleLines: ShelfFileFormat {
        func encode(_ rows: [ShelfExportRow]) -> Data { Data(rows.map(\.title).joined(separator: "\n").utf8) }

        func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
            Issue.record("decode was not expected")
            return []
        }
    }

    private static let shelf = UserProfile(
        liked: [Films.heat.id: Fixture.daysAgo(1)], saved: [Films.matrix.id: Fixture.daysAgo(2)])

    private static func exportShelf(_ profile: any ProfileRepository) -> ExportShelfUseCase {
        ExportShelfUseCase(catalog: ArrayCatalog(Films.dozen), profile: profile, format: TitleLines())
    }

    private static func reducer(_ profile: any ProfileRepository, files: InMemoryShelfFiles) -> ExportReducer {
        ExportReducer(exportShelf: exportShelf(profile), format: TitleLines(), files: files)
    }

    private static func exported(_ summary: ExportSummary) -> ExportState {
        var state = ExportState()
        state.phase = .loaded(summary)
        return state
    }

    @Test("Exporting goes idle, exporting, then exported with the rows, and the file holds them encoded")
    func exportsToAFile() async throws {
        let files = InMemoryShelfFiles()
        let profile = InMemoryProfileRepository(Self.shelf)
        let store = Store(initialState: ExportState(), reducer: Self.reducer(profile, files: files))

        store.send(.exportNow("shelf.csv"))
        var exporting = ExportState()
        exporting.phase = .loading
        #expect(store.state == exporting)
        await store.settle()

        let rows = try await Self.exportShelf(profile).rows()
        #expect(store.state == Self.exported(ExportSummary(path: "shelf.csv", rows: rows)))
        #expect(files.contents(of: "shelf.csv") == TitleLines().encode(rows))
    }

    @Test("Standard output keeps the bytes in the summary and writes no file")
    func exportsToStandardOutput() async throws {
        let files = InMemoryShelfFiles()
        let profile = InMemoryProfileRepository(Self.shelf)
        let store = Store(initialState: ExportState(), reducer: Self.reducer(profile, files: files))

        store.send(.exportNow(ExportReducer.standardOutput))
        await store.settle()

        let rows = try await Self.exportShelf(profile).rows()
        let summary = ExportSummary(path: ExportReducer.standardOutput, rows: rows, bytes: TitleLines().encode(rows))
        #expect(store.state == Self.exported(summary))
        #expect(files.contents(of: ExportReducer.standardOutput) == nil)
    }

    @Test("A profile that cannot be read fails with the typed error, and no file is written")
    func unreadableProfileFails() async {
        let files = InMemoryShelfFiles()
        let profile = InMemoryProfileRepository(failingLoadsWith: Fixture.unreadable)
        let store = Store(initialState: ExportState(), reducer: Self.reducer(profile, files: files))

        store.send(.exportNow("shelf.csv"))
        await store.settle()

        var expected = ExportState()
        expected.phase = .failed(.profile(Fixture.unreadable))
        #expect(store.state == expected)
        #expect(files.contents(of: "shelf.csv") == nil)
    }

    @Test("A second export while one is in flight is ignored and starts no work")
    func ignoresASecondExport() {
        var state = ExportState()
        state.phase = .loading

        let effect = Self.reducer(InMemoryProfileRepository(), files: InMemoryShelfFiles())
            .reduce(&state, .exportNow("a.csv"))

        var expected = ExportState()
        expected.phase = .loading
        #expect(state == expected)
        #expect(effect.recorded == [])
    }
}
