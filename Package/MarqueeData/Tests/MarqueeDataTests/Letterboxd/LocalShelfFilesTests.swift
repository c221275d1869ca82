import Foundation
import MarqueeData
import MarqueeDomain
import Testing

struct LocalShelfFilesTests {
    private let files = LocalShelfFiles()

    @Test("A file written is read back whole, and replacing it leaves no temporary file beside it")
    func roundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "shelf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "shelf.csv").path

        try files.write(Data("old".utf8), to: path)
        try files.write(Data("new".utf8), to: path)

        #expect(try files.read(path) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shelf.csv"])
    }

    @Test("A folder, a missing file, a missing folder and a path through a file are typed problems")
    func problems() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "shelf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "plain").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))

        #expect(throws: ShelfTransferError.unreadableFile(path: folder.path, problem: .isFolder)) {
            try files.read(folder.path)
        }
        #expect(throws: ShelfTransferError.fileNotFound(path: folder.path + "/none.csv")) {
            try files.read(folder.path + "/none.csv")
        }
        #expect(throws: ShelfTransferError.unreadableFile(path: file + "/a.csv", problem: .notFolder)) {
            try files.read(file + "/a.csv")
        }
        #expect(throws: ShelfTransferError.unwritableFile(path: folder.path, problem: .isFolder)) {
            try files.write(Data(), to: folder.path)
        }
        #expect(throws: ShelfTransferError.unwritableFile(path: folder.path + "/no/a.csv", problem: .missing)) {
            try files.write(Data(), to: folder.path + "/no/a.csv")
        }
    }
}
