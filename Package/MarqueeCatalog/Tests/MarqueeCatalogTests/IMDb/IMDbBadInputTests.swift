import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeCatalog

@Suite struct IMDbBadInputTests {
    private func failure(_ replaced: [IMDbDataset: [UInt8]?]) throws -> IMDbImportError? {
        let folder = try IMDbFixture.folder(replacing: replaced)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try IMDbDatasetImport(folder: folder, options: IMDbImportOptions(language: "de"))
                .merge(into: IMDbFixture.bundled) { _, _, _, _ in }
            return nil
        } catch {
            return error
        }
    }

    @Test("A missing required file is named; only title.akas may be missing")
    func missing() throws {
        #expect(try failure([.principals: nil]) == IMDbImportError(.missing, file: "title.principals.tsv.gz"))
    }

    @Test("A file that is not gzip is named, at its start")
    func notGzip() throws {
        let plain = Array(IMDbFixture.text(.crew).utf8)
        #expect(try failure([.crew: plain]) == IMDbImportError(.notGzip, file: "title.crew.tsv.gz"))
        #expect(try failure([.crew: []]) == IMDbImportError(.notGzip, file: "title.crew.tsv.gz"))
    }

    @Test("A gzip file cut short names the line it stopped in")
    func truncated() throws {
        let whole = IMDbFixture.gzip(Array(IMDbFixture.text(.names).utf8))
        let error = try #require(try failure([.names: Array(whole.dropLast(12))]))

        #expect(error.problem == .truncated)
        #expect(error.file == "name.basics.tsv.gz")
        #expect(error.line >= 1)
    }

    @Test("A header that is not IMDb's is named at line 1")
    func wrongHeader() throws {
        let bytes = IMDbFixture.gzip(.ratings, line: 1, replacedBy: Array("tconst\trating\tvotes".utf8))
        #expect(try failure([.ratings: bytes]) == IMDbImportError(.wrongHeader, file: "title.ratings.tsv.gz", line: 1))
    }

    @Test("A row with too few columns is named with its line")
    func tooFewColumns() throws {
        let bytes = IMDbFixture.gzip(.basics, line: 3, replacedBy: Array("tt1675434\tmovie\tThe Intouchables".utf8))
        #expect(
            try failure([.basics: bytes]) == IMDbImportError(.tooFewColumns, file: "title.basics.tsv.gz", line: 3))
    }

    @Test("A row that is not UTF-8 is named with its line, even in a file read only for some rows")
    func invalidUTF8() throws {
        let bytes = IMDbFixture.gzip(
            .akas, line: 4,
            replacedBy: Array("tt1675434\t3\tAmigos\t".utf8) + [0xFF, 0xFE] + Array("\tES\t\\N\t\\N\t\\N\t0".utf8))
        #expect(try failure([.akas: bytes]) == IMDbImportError(.invalidUTF8, file: "title.akas.tsv.gz", line: 4))
    }

    @Test("Several gzip members, as cat makes, read as one file")
    func multipleMembers() throws {
        let text = IMDbFixture.text(.ratings)
        let cut = text.index(text.startIndex, offsetBy: 60)
        let bytes = IMDbFixture.gzip(Array(text[..<cut].utf8)) + IMDbFixture.gzip(Array(text[cut...].utf8))
        #expect(try failure([.ratings: bytes]) == nil)
    }
}
