import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeDomainTestSupport
import Synchronization
import Testing

/// `store-facts.json`: what the store filled in survives the process, fills only what the catalog lacks, is
/// labelled as the store's, and a broken file is said once and never stops Marquee.
@Suite("The store's facts kept on disk")
struct ShopFactsFileTests {
    static let savedAt = Date(timeIntervalSince1970: 1_800_000_000)
    /// A thin classic, as the bundled catalog has it: a title, a year, genres, no runtime or director.
    static let thin = Movie(id: MovieID("ml:5618"), title: "Spirited Away", year: 2001, genres: [.animation])
    /// The store's answer for it.
    static let store = MovieDetails(
        movie: Movie(
            id: MovieID("itunes:9000001"), title: "Spirited Away", year: 2001, runtimeMinutes: 125,
            directors: ["Hayao Miyazaki"], summary: "A girl wanders into a world of spirits."),
        fullSummary: "The long summary.")

    /// The thin film filled in from the store, every fact labelled as the store's.
    static var filled: Movie {
        var movie = thin
        movie.runtimeMinutes = 125
        movie.directors = ["Hayao Miyazaki"]
        movie.summary = "A girl wanders into a world of spirits."
        movie.storeFilled = [.runtime, .directors, .summary]
        return movie
    }

    /// A store that fails the test when it reports a problem it should not have.
    static func file(_ folder: URL, problems: Problems? = nil) -> ShopFactsFile {
        let report: @Sendable (ShopFactsFile.Problem) -> Void = { problem in
            guard let problems else {
                Issue.record("unexpected problem: \(problem)")
                return
            }
            problems.said.withLock { $0.append(problem) }
        }
        return ShopFactsFile(directory: folder, now: { savedAt }, report: report)
    }

    /// The problems a store reported, in order.
    final class Problems: Sendable {
        let said = Mutex<[ShopFactsFile.Problem]>([])
    }

    @Test("One lookup's facts are read back by the next process, and the catalog, search and detail see them")
    func roundTrip() async throws {
        try await TemporaryDirectory.with { folder in
            await Self.file(folder).remember(Self.store, for: Self.thin)

            let catalog = ShopFilledCatalogRepository(
                wrapping: ArrayCatalog([Self.thin, Films.matrix]), facts: Self.file(folder))

            let movie = try await catalog.movie(withID: Self.thin.id)
            #expect(movie == Self.filled)
            let all = try await catalog.allMovies()
            #expect(all == [Self.filled, Films.matrix])
            let filledFilms = await catalog.filledFilms()
            #expect(filledFilms == [Self.filled])
        }
    }

    @Test("The file is JSON with a version, each film's facts and when they were saved")
    func fileShape() async throws {
        try await TemporaryDirectory.with { folder in
            await Self.file(folder).remember(Self.store, for: Self.thin)

            let text = try String(contentsOf: folder.appending(path: ShopFactsFile.fileName), encoding: .utf8)
            #expect(
                text == """
                    {"films":{"ml:5618":{"directors":["Hayao Miyazaki"],"runtimeMinutes":125,\
                    "savedAt":"2027-01-15T08:00:00Z","summary":"A girl wanders into a world of spirits."}},"version":1}
                    """)
        }
    }

    @Test("Only what the catalog lacks is kept and filled; the catalog's own facts always win")
    func fillsOnlyWhatIsMissing() async throws {
        try await TemporaryDirectory.with { folder in
            var known = Self.thin
            known.runtimeMinutes = 124
            await Self.file(folder).remember(Self.store, for: known)
            // The catalog later learns a director (an IMDb import, say): the stored one no longer shows.
            var later = known
            later.directors = ["Miyazaki Hayao"]

            let catalog = ShopFilledCatalogRepository(wrapping: ArrayCatalog([later]), facts: Self.file(folder))

            var expected = later
            expected.summary = "A girl wanders into a world of spirits."
            expected.storeFilled = [.summary]
            let movie = try await catalog.movie(withID: later.id)
            #expect(movie == expected)
        }
    }

    @Test("A film the store fills nothing in for writes no file; the same facts again leave the file as it is")
    func writesOnlyWhatIsNew() async throws {
        try await TemporaryDirectory.with { folder in
            let path = folder.appending(path: ShopFactsFile.fileName).path
            var full = Self.filled
            full.storeFilled = []
            await Self.file(folder).remember(Self.store, for: full)
            #expect(!FileManager.default.fileExists(atPath: path))

            let file = Self.file(folder)
            await file.remember(Self.store, for: Self.thin)
            let first = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
            // The detail hands over the film as the decorated catalog shows it, store facts and all.
            await file.remember(Self.store, for: Self.filled)
            let second = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date

            #expect(first != nil)
            #expect(second == Date(timeIntervalSince1970: 0))
        }
    }

    @Test("A corrupt file is said once with its path, read as empty, and the next lookup writes a good one")
    func corruptFile() async throws {
        try await TemporaryDirectory.with { folder in
            let url = folder.appending(path: ShopFactsFile.fileName)
            try Data(#"{"version":1,"films":{"ml:5618":"#.utf8).write(to: url)
            let problems = Problems()
            let file = Self.file(folder, problems: problems)
            let catalog = ShopFilledCatalogRepository(wrapping: ArrayCatalog([Self.thin]), facts: file)

            let all = try await catalog.allMovies()
            #expect(all == [Self.thin])
            let movie = try await catalog.movie(withID: Self.thin.id)
            #expect(movie == Self.thin)
            #expect(
                problems.said.withLock { $0 } == [
                    ShopFactsFile.Problem(path: url.path, reason: "not valid JSON of the expected shape")
                ])

            await file.remember(Self.store, for: Self.thin)
            let reread = ShopFilledCatalogRepository(wrapping: ArrayCatalog([Self.thin]), facts: Self.file(folder))
            let rewritten = try await reread.movie(withID: Self.thin.id)
            #expect(rewritten == Self.filled)
        }
    }

    @Test("A data folder that is a file holds no facts and says nothing: the profile reports the folder")
    func folderIsAFile() async throws {
        try await TemporaryDirectory.with { folder in
            let file = folder.appending(path: "not-a-folder")
            try Data("x".utf8).write(to: file)
            let store = Self.file(file)
            let catalog = ShopFilledCatalogRepository(wrapping: ArrayCatalog([Self.thin]), facts: store)

            await store.remember(Self.store, for: Self.thin)
            let all = try await catalog.allMovies()

            #expect(all == [Self.thin])
        }
    }

    @Test("Another version, and a file past its size cap, are refused and said")
    func refusedFiles() async throws {
        try await TemporaryDirectory.with { folder in
            let url = folder.appending(path: ShopFactsFile.fileName)
            try Data(#"{"version":2,"films":{}}"#.utf8).write(to: url)
            let problems = Problems()
            _ = try await ShopFilledCatalogRepository(
                wrapping: ArrayCatalog([Self.thin]), facts: Self.file(folder, problems: problems)
            ).allMovies()
            try Data(count: 16 * 1_024 * 1_024 + 1).write(to: url)
            _ = try await ShopFilledCatalogRepository(
                wrapping: ArrayCatalog([Self.thin]), facts: Self.file(folder, problems: problems)
            ).allMovies()

            #expect(
                problems.said.withLock { $0 } == [
                    ShopFactsFile.Problem(path: url.path, reason: "version 2"),
                    ShopFactsFile.Problem(path: url.path, reason: "larger than 16 MB"),
                ])
        }
    }

    @Test("A hostile file's facts are cut to size: absurd runtimes dropped, names one clean line, store ids ignored")
    func hostileFacts() async throws {
        try await TemporaryDirectory.with { folder in
            let long = String(repeating: "x", count: 5_000)
            let names = (0..<12).map { "\"Name \($0)\"" }.joined(separator: ",")
            let json = """
                {"version":1,"films":{
                "ml:5618":{"runtimeMinutes":99999,"directors":["Evil\\u001b[31mName\\nTwo",\(names)],
                "summary":"\(long)","savedAt":"2027-01-15T08:00:00Z"},
                "itunes:1":{"runtimeMinutes":90,"directors":[],"savedAt":"2027-01-15T08:00:00Z"},
                "tt0133093":{"runtimeMinutes":0,"directors":[],"savedAt":"2027-01-15T08:00:00Z"}}}
                """
            try Data(json.utf8).write(to: folder.appending(path: ShopFactsFile.fileName))
            let catalog = ShopFilledCatalogRepository(
                wrapping: ArrayCatalog([Self.thin, Films.matrix]), facts: Self.file(folder))

            let movie = try await catalog.movie(withID: Self.thin.id)

            #expect(movie.runtimeMinutes == nil)
            #expect(movie.directors.count == 10)
            #expect(movie.directors.allSatisfy { !$0.contains("\n") && !$0.contains("\u{1B}") })
            #expect(movie.summary?.count == 4_000)
            #expect(movie.storeFilled == [.directors, .summary])
            let matrix = try await catalog.movie(withID: Films.matrix.id)
            #expect(matrix == Films.matrix)
            let filledIDs = await catalog.filledFilms().map(\.id)
            #expect(filledIDs == [Self.thin.id])
        }
    }
}
