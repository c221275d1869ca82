import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeCatalog

@Suite struct IMDbOverlayTests {
    private let home = FileManager.default.temporaryDirectory.appending(path: "overlay-\(UUID().uuidString)")

    @Test("An import writes a checked overlay that opens with the merged films, found by their German title")
    func writesAndOpens() async throws {
        let folder = try IMDbFixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let overlay = IMDbOverlay(folder: home)
        let report = try overlay.importDatasets(
            from: folder, options: IMDbImportOptions(language: "de"), bundled: IMDbFixture.bundled
        ) { _, _, _, _ in }
        let catalog = try #require(try overlay.open())

        #expect(report.films == 4)
        #expect(report.added == 1)
        #expect(report.filled == 2)
        #expect(report.years == 1950...2019)
        let film = try catalog.repository.movie(withID: MovieID("tt9990001"))
        #expect(film.imdb == IMDbScore(rating: 9.3, votes: 2_800_000))
        #expect(film.isCastBilled)
        let found = try await catalog.search.search("Ziemlich beste Freunde", limit: 3)
        #expect(found.first?.movie.id == MovieID("tt1675434"))
    }

    @Test("A write that fails, as on a full disk, leaves the previous overlay as it was and no partial file")
    func failedWriteKeepsPrevious() throws {
        try IMDbOverlay(folder: home).store(Array(repeating: 7, count: 64))
        let full = IMDbOverlay(folder: home) { _, _, _ in
            errno = ENOSPC
            return -1
        }
        #expect(throws: IMDbImportError(.unwritable(String(cString: strerror(ENOSPC))), file: full.path)) {
            try full.store(Array(repeating: 9, count: 64))
        }
        #expect(FileManager.default.contents(atPath: full.path) == Data(repeating: 7, count: 64))
        #expect(!FileManager.default.fileExists(atPath: full.path + ".partial"))
    }

    @Test("A corrupt overlay is a clear catalog error naming how to remove it, not a crash")
    func corrupt() throws {
        let overlay = IMDbOverlay(folder: home)
        try overlay.store(Array("not a catalog at all, just text!".utf8))
        #expect {
            _ = try overlay.open()
        } throws: { error in
            guard case .unavailable(let reason) = error as? CatalogError else { return false }
            return reason.contains(overlay.path) && reason.contains("remove-imdb")
        }
    }

    @Test("Removing says whether there was an overlay; with none, opening gives nothing")
    func remove() throws {
        let overlay = IMDbOverlay(folder: home)
        try overlay.store(Array(repeating: 1, count: 8))

        #expect(try overlay.remove())
        #expect(try !overlay.remove())
        #expect(try overlay.open() == nil)
    }
}
