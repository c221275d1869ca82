import Foundation
import MarqueeData
import MarqueeDomain
import Testing

struct LocalTogetherFilesTests {
    private let ratings = Data(
        "Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,Heat,1995,https://boxd.it/1,4.5\n".utf8)
    private let likes = Data("Date,Name,Year,Letterboxd URI\n2024-01-02,Amélie,2001,https://boxd.it/2\n".utf8)

    /// A fresh folder holding a data folder and a Letterboxd export, removed by `cleanUp`.
    private func scratch() throws -> (home: URL, export: URL) {
        let root = FileManager.default.temporaryDirectory.appending(path: "together-\(UUID().uuidString)")
        let export = root.appending(path: "export")
        try FileManager.default.createDirectory(at: export.appending(path: "likes"), withIntermediateDirectories: true)
        try ratings.write(to: export.appending(path: "ratings.csv"))
        try likes.write(to: export.appending(path: "likes/films.csv"))
        try Data("Date,Name\n".utf8).write(to: export.appending(path: "reviews.csv"))
        return (root.appending(path: "home"), export)
    }

    @Test("An export's folder reads its ratings and likes, and nothing else it holds")
    func exportFolder() async throws {
        let (home, export) = try scratch()
        defer { try? FileManager.default.removeItem(at: home.deletingLastPathComponent()) }

        let source = try await LocalTogetherFiles(dataDirectory: home).read(export.path)

        guard case .shelf(let shelf) = source else { throw Failure.notShelf }
        #expect(shelf == [export.path + "/ratings.csv": ratings, export.path + "/likes/films.csv": likes])
    }

    @Test("A saved name reads back the files it was saved from, likes still named as likes; saving again replaces")
    func savedName() async throws {
        let (home, export) = try scratch()
        defer { try? FileManager.default.removeItem(at: home.deletingLastPathComponent()) }
        let files = LocalTogetherFiles(dataDirectory: home)

        try files.save(export.appending(path: "ratings.csv").path, as: "ana")
        try files.save(export.path, as: "ana")
        let source = try await files.read("ana")

        let saved = home.path + "/together/ana"
        guard case .shelf(let shelf) = source else { throw Failure.notShelf }
        #expect(shelf == [saved + "/ratings.csv": ratings, saved + "/likes-films.csv": likes])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/together") == ["ana"])
    }

    @Test("A profile folder reads as its profile")
    func profileFolder() async throws {
        let (home, export) = try scratch()
        defer { try? FileManager.default.removeItem(at: home.deletingLastPathComponent()) }
        let other = FileProfileRepository(directory: export.appending(path: "marquee"), onRecovery: { _ in })
        try await other.update { $0.apply(.like, to: MovieID("tt0113277"), at: Date(timeIntervalSince1970: 0)) }

        let source = try await LocalTogetherFiles(dataDirectory: home).read(export.path + "/marquee")

        guard case .profile(let profile) = source else { throw Failure.notProfile }
        #expect(profile == UserProfile(liked: [MovieID("tt0113277"): Date(timeIntervalSince1970: 0)]))
    }

    @Test("Nothing there, a folder with no export, and a bad name fail typed, and nothing is saved")
    func failures() async throws {
        let (home, export) = try scratch()
        defer { try? FileManager.default.removeItem(at: home.deletingLastPathComponent()) }
        let files = LocalTogetherFiles(dataDirectory: home)
        let empty = export.appending(path: "likes").path + "/none"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)

        await #expect(throws: ShelfTransferError.fileNotFound(path: "nobody")) { try await files.read("nobody") }
        await #expect(throws: ShelfTransferError.fileNotFound(path: empty + "/ratings.csv")) {
            try await files.read(empty)
        }
        #expect(throws: ShelfTransferError.fileNotFound(path: "missing.csv")) {
            try files.save("missing.csv", as: "ana")
        }
        #expect(throws: ShelfTransferError.self) { try files.save(export.path, as: "../ana") }
        #expect(!FileManager.default.fileExists(atPath: home.path + "/together/ana"))
    }

    @Test("Another person's corrupt profile is reported, and their folder is left exactly as it was")
    func corruptProfileLeftInPlace() async throws {
        let (home, export) = try scratch()
        defer { try? FileManager.default.removeItem(at: home.deletingLastPathComponent()) }
        let theirs = export.deletingLastPathComponent().appending(path: "theirs")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        let file = theirs.appending(path: FileProfileRepository.fileName)
        try Data("{ not json".utf8).write(to: file)

        await #expect(throws: ShelfTransferError.self) {
            try await LocalTogetherFiles(dataDirectory: home).read(theirs.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: theirs.path) == [FileProfileRepository.fileName])
        #expect(try Data(contentsOf: file) == Data("{ not json".utf8))
    }

    private enum Failure: Error { case notShelf, notProfile }
}
