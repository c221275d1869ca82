import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct ImportReducerTests {
    /// A format that reads every file as the rows it was made with.
    struct FixedRowsFormat: ShelfFileFormat {
        let rows: [ShelfImportRow]
        var failure: ShelfTransferError?

        func encode(_ rows: [ShelfExportRow]) -> Data {
            Issue.record("encode was not expected")
            return Data()
        }

        func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
            if let failure { throw failure }
            return rows
        }
    }

    private func reducer(
        _ format: FixedRowsFormat, profile: InMemoryProfileRepository, files: InMemoryShelfFiles? = nil
    ) -> ImportReducer {
        ImportReducer(
            importShelf: ImportShelfUseCase(
                catalog: ArrayCatalog(Films.dozen), profile: profile, format: format, now: { Fixture.now }),
            files: files)
    }

    @Test("importFile reads the file by its path, then imports it as importNow does")
    func importsAFileByPath() async {
        let row = ShelfImportRow(line: 2, title: "Heat", year: Films.heat.year, tags: [ShelfImportRow.savedTag])
        let profile = InMemoryProfileRepository()
        let files = InMemoryShelfFiles(["diary.csv": Data("Heat".utf8)])
        let store = Store(
            initialState: ImportState(), reducer: reducer(FixedRowsFormat(rows: [row]), profile: profile, files: files))

        store.send(.importFile("diary.csv"))
        await store.settle()

        var expected = ImportState()
        expected.phase = .loaded(
            ImportReport(rowCount: 1, liked: [], saved: [Films.heat], withoutReaction: [], unmatched: []))
        #expect(store.state == expected)
        #expect(await profile.stored == UserProfile(saved: [Films.heat.id: Fixture.now]))
    }

    @Test("importFile of a file that is not there fails with the typed error, and the profile is untouched")
    func importFileNotFound() async {
        let profile = InMemoryProfileRepository()
        let store = Store(
            initialState: ImportState(),
            reducer: reducer(FixedRowsFormat(rows: []), profile: profile, files: InMemoryShelfFiles()))

        store.send(.importFile("missing.csv"))
        await store.settle()

        var expected = ImportState()
        expected.phase = .failed(.fileNotFound(path: "missing.csv"))
        #expect(store.state == expected)
        #expect(await profile.stored == .empty)
    }

    @Test("Importing goes idle, importing, then imported with the report, and the profile holds the save")
    func imports() async {
        let row = ShelfImportRow(line: 2, title: "Heat", year: Films.heat.year, tags: [ShelfImportRow.savedTag])
        let profile = InMemoryProfileRepository()
        let store = Store(
            initialState: ImportState(), reducer: reducer(FixedRowsFormat(rows: [row]), profile: profile))

        store.send(.importNow(Data(), fileName: "watchlist.csv"))
        var importing = ImportState()
        importing.phase = .loading
        #expect(store.state == importing)
        await store.settle()

        var expected = ImportState()
        expected.phase = .loaded(
            ImportReport(rowCount: 1, liked: [], saved: [Films.heat], withoutReaction: [], unmatched: []))
        #expect(store.state == expected)
        #expect(await profile.stored == UserProfile(saved: [Films.heat.id: Fixture.now]))
    }

    @Test("A broken file ends in failed with the typed error, and the profile is untouched")
    func fails() async {
        let profile = InMemoryProfileRepository()
        let format = FixedRowsFormat(rows: [], failure: .unterminatedQuote(line: 4))
        let store = Store(initialState: ImportState(), reducer: reducer(format, profile: profile))

        store.send(.importNow(Data(), fileName: "broken.csv"))
        await store.settle()

        var expected = ImportState()
        expected.phase = .failed(.unterminatedQuote(line: 4))
        #expect(store.state == expected)
        #expect(await profile.stored == .empty)
    }

    @Test("A second import while one is in flight is ignored and starts no work")
    func ignoresSecondImport() {
        var state = ImportState()
        state.phase = .loading
        let format = FixedRowsFormat(rows: [])

        let effect = reducer(format, profile: InMemoryProfileRepository()).reduce(
            &state, .importNow(Data(), fileName: "a"))

        var expected = ImportState()
        expected.phase = .loading
        #expect(state == expected)
        #expect(effect.recorded == [])
    }
}
