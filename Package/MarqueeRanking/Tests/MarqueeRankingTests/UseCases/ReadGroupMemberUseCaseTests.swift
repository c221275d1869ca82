import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct ReadGroupMemberUseCaseTests {
    /// Files that hold one fixed source, so a test says exactly what a person's files contain.
    struct FixedFiles: GroupMemberFiles {
        let source: GroupMemberSource

        func read(_ source: String) async throws(ShelfTransferError) -> GroupMemberSource { self.source }

        func save(_ source: String, as name: String) throws(ShelfTransferError) {
            Issue.record("save was not expected")
        }
    }

    /// A format that reads each file's bytes as the rows it was given, keyed by the file's name.
    struct RowsFormat: ShelfFileFormat {
        let rows: [String: [ShelfImportRow]]

        func encode(_ rows: [ShelfExportRow]) -> Data { Data() }

        func decode(_ data: Data, fileName: String) throws(ShelfTransferError) -> [ShelfImportRow] {
            guard let rows = rows[fileName] else { throw .notUTF8 }
            return rows
        }
    }

    private let epoch = Date(timeIntervalSince1970: 0)

    @Test("A shelf's rows become likes, saves and passes; a like elsewhere outranks a pan; a bare row is watched")
    func shelf() async throws {
        let format = RowsFormat(rows: [
            "ratings.csv": [
                ShelfImportRow(line: 2, title: "Heat", year: 1995, ratingOutOfTen: 9),
                ShelfImportRow(line: 3, title: "The Matrix", year: 1999, ratingOutOfTen: 2),
                ShelfImportRow(line: 4, title: "Amélie", year: 2001, ratingOutOfTen: 2),
            ],
            "watched.csv": [
                ShelfImportRow(line: 2, title: "Solaris", year: 1972),
                ShelfImportRow(line: 3, title: "Nope Nothing", year: 1999),
            ],
            "likes.csv": [ShelfImportRow(line: 2, title: "Amélie", year: 2001, impliedReaction: .like)],
        ])
        let files = FixedFiles(source: .shelf(["ratings.csv": Data(), "watched.csv": Data(), "likes.csv": Data()]))
        let useCase = ReadGroupMemberUseCase(catalog: ArrayCatalog(), files: files, format: format)

        let member = try await useCase.execute("ana", name: "Ana")

        let profile = UserProfile(
            liked: [Films.heat.id: epoch, Films.amelie.id: epoch], passed: [Films.matrix.id: epoch])
        #expect(member == GroupMember(name: "Ana", profile: profile, watched: [Films.solaris1972.id]))
    }

    @Test("A profile folder's profile is the member as it is")
    func profile() async throws {
        let profile = UserProfile(liked: [Films.heat.id: epoch])
        let useCase = ReadGroupMemberUseCase(
            catalog: UnimplementedCatalogRepository(), files: FixedFiles(source: .profile(profile)),
            format: RowsFormat(rows: [:]))

        #expect(try await useCase.execute("ana", name: "Ana") == GroupMember(name: "Ana", profile: profile))
    }

    @Test("A file that cannot be read fails with the format's error")
    func unreadable() async {
        let useCase = ReadGroupMemberUseCase(
            catalog: ArrayCatalog(), files: FixedFiles(source: .shelf(["bad.csv": Data()])),
            format: RowsFormat(rows: [:]))

        await #expect(throws: ShelfTransferError.notUTF8) { try await useCase.execute("bad.csv", name: "bad") }
    }

    @Test(
        "A saved member's name is a plain file name",
        arguments: [
            ("Ana", true), ("ana_2-b", true), ("Zoë", true), ("", false), ("../ana", false), (".ana", false),
            ("a b", false), (String(repeating: "a", count: 41), false),
        ])
    func names(name: String, valid: Bool) {
        #expect(GroupMember.isValidName(name) == valid)
    }
}
