import Foundation
import Testing

/// `marquee catalog import-imdb` on the built binary, over hand-made datasets in IMDb's exact format.
@Suite(.serialized) struct IMDbEndToEndTests {
    /// The datasets as text; each test gzips them into its own folder, some of them changed.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/imdb")

    /// A folder of gzipped datasets: every fixture, with some files' bytes replaced or left out (`nil`).
    static func datasets(in home: URL, replacing replaced: [String: Data?] = [:]) throws -> String {
        let folder = home.appending(path: "datasets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".tsv") {
            let file = name + ".gz"
            let bytes: Data? =
                replaced.keys.contains(file)
                ? replaced[file] ?? nil : try gzip(Data(contentsOf: fixtures.appending(path: name)))
            if let bytes { try bytes.write(to: folder.appending(path: file)) }
        }
        return folder.path
    }

    /// Bytes gzipped by the system's gzip.
    static func gzip(_ data: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c", "-n"]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return bytes
    }

    /// A fixture's text with one line replaced, gzipped.
    static func changed(_ name: String, line: Int, to replacement: String) throws -> Data {
        var lines = try String(contentsOf: fixtures.appending(path: name), encoding: .utf8)
            .components(separatedBy: "\n")
        lines[line - 1] = replacement
        return try gzip(Data(lines.joined(separator: "\n").utf8))
    }

    @Test("An import adds a new film that feed, search, movie and ask find, with exact billing and IMDb's terms")
    func importsAndEverythingSeesIt() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let folder = try Self.datasets(in: home.url)

        let run = try BinaryRun.run(["catalog", "import-imdb", folder, "--lang", "de"], home: home.url)

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "title.ratings.tsv.gz gelesen: 6 Zeilen.")
        #expect(lines.contains("title.principals.tsv.gz gelesen: 7 Zeilen."))
        #expect(
            lines.last
                == "Information courtesy of IMDb (https://www.imdb.com). Used with permission. Für den persönlichen, "
                + "nicht kommerziellen Gebrauch; Marquee gibt die Daten nicht weiter.")
        #expect(FileManager.default.fileExists(atPath: home.url.appending(path: "imdb-catalog.bin").path))

        let movie = try BinaryRun.run(["movie", "tt9990001"], home: home.url)
        #expect(movie.stdout.contains("Directed by Maren Østby · IMDb 9.3 from 2.8M votes"))
        #expect(movie.stdout.contains("Starring Ben Adeyemi, Cléo Marchetti, Ada Kowalczyk\n"))
        let billed = try BinaryRun.run(["movie", "tt1675434"], home: home.url)
        #expect(billed.stdout.contains("Starring Noa Verlaine, Tomas Brieux\n"))

        let feed = try BinaryRun.run(["feed", "--limit", "3"], home: home.url)
        #expect(feed.stdout.contains("Lanterns Over Harbour (2019)"))
        #expect(feed.stdout.contains("it has no co-ratings yet"))
        let feedJSON = try BinaryRun.run(["feed", "--limit", "3", "--json"], home: home.url)
        #expect(feedJSON.stdout.contains("\"imdbOnly\""), "\(feedJSON.stdout)")
        let search = try BinaryRun.run(["search", "Lanterns Over Harbour"], home: home.url)
        #expect(search.stdout.contains("tt9990001  Lanterns Over Harbour (2019)"))
        // A film only the IMDb catalog knows says so, and the sources line names that catalog.
        let lanterns = search.stdout.split(separator: "\n").first { $0.contains("tt9990001") }
        #expect(lanterns?.hasSuffix("  [IMDb]") == true)
        #expect(search.stdout.contains(" and your IMDb catalog (information courtesy of IMDb)"))
        let german = try BinaryRun.run(["search", "Ziemlich beste Freunde"], home: home.url)
        #expect(german.stdout.hasPrefix("tt1675434  The Intouchables (2011)"))
        let ask = try BinaryRun.run(["ask", "best of 2019", "--offline"], home: home.url)
        #expect(ask.stdout.contains("1. Lanterns Over Harbour (2019)"), "\(ask.stdout)\(ask.stderr)")
        let version = try BinaryRun.run(["--version"], home: home.url)
        #expect(version.stdout.contains("Your IMDb catalog: 18,947 films (1 added), 1902–2019, imported "))
    }

    /// Every bad input the import names, each made from the good fixtures.
    enum BadInput: CaseIterable, Sendable {
        case missing, notGzip, truncated, wrongHeader, tooFewColumns, invalidUTF8

        /// The file it spoils.
        var file: String {
            switch self {
            case .missing: "title.principals.tsv.gz"
            case .notGzip: "title.crew.tsv.gz"
            case .truncated: "name.basics.tsv.gz"
            case .wrongHeader: "title.ratings.tsv.gz"
            case .tooFewColumns: "title.basics.tsv.gz"
            case .invalidUTF8: "title.akas.tsv.gz"
            }
        }

        /// The file's bytes instead, `nil` for none.
        func bytes() throws -> Data? {
            switch self {
            case .missing: return nil
            case .notGzip: return Data("tconst\tdirectors\twriters\n".utf8)
            case .truncated:
                let whole = try IMDbEndToEndTests.gzip(
                    Data(contentsOf: IMDbEndToEndTests.fixtures.appending(path: "name.basics.tsv")))
                return whole.prefix(whole.count - 12)
            case .wrongHeader: return try IMDbEndToEndTests.changed("title.ratings.tsv", line: 1, to: "tconst\trating")
            case .tooFewColumns:
                return try IMDbEndToEndTests.changed("title.basics.tsv", line: 3, to: "tt1675434\tmovie")
            case .invalidUTF8:
                let good = try Data(contentsOf: IMDbEndToEndTests.fixtures.appending(path: "title.akas.tsv"))
                return try IMDbEndToEndTests.gzip(good + Data([0x74, 0x74, 0x31, 0x09, 0xFF, 0x0A]))
            }
        }

        /// What the error says, in English.
        var message: String {
            switch self {
            case .missing: "title.principals.tsv.gz is not in the folder."
            case .notGzip: "title.crew.tsv.gz is not a gzip file."
            case .truncated: "name.basics.tsv.gz is damaged or cut short (at line "
            case .wrongHeader: "title.ratings.tsv.gz, line 1: this is not IMDb's header"
            case .tooFewColumns: "title.basics.tsv.gz, line 3: the row has too few tab-separated columns."
            case .invalidUTF8: "title.akas.tsv.gz, line 6: the row is not valid UTF-8."
            }
        }
    }

    @Test(
        "Each bad input exits 1 naming its file and line, and the previous IMDb catalog stays as it was",
        arguments: BadInput.allCases)
    func badInput(_ input: BadInput) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        #expect(try BinaryRun.run(["catalog", "import-imdb", Self.datasets(in: home.url)], home: home.url).status == 0)
        let overlay = home.url.appending(path: "imdb-catalog.bin")
        let before = try Data(contentsOf: overlay)
        let bad = try Self.datasets(in: home.url, replacing: [input.file: try input.bytes()])

        let run = try BinaryRun.run(["catalog", "import-imdb", bad, "--lang", "de"], home: home.url)

        #expect(run.status == 1)
        #expect(run.stderr.contains(input.file), "\(run.stderr)")
        #expect(run.stdout.isEmpty || !run.stdout.contains("Information courtesy"))
        let english = try BinaryRun.run(["catalog", "import-imdb", bad], home: home.url)
        #expect(english.status == 1)
        #expect(english.stderr.contains(input.message), "\(english.stderr)")
        #expect(try Data(contentsOf: overlay) == before)
        #expect(!FileManager.default.fileExists(atPath: overlay.path + ".partial"))
    }

    @Test("remove-imdb deletes the IMDb catalog, the bundled one is back, and a second removal says there is none")
    func remove() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        #expect(try BinaryRun.run(["catalog", "import-imdb", Self.datasets(in: home.url)], home: home.url).status == 0)
        let path = home.url.appending(path: "imdb-catalog.bin").path

        let first = try BinaryRun.run(["catalog", "remove-imdb"], home: home.url)
        let second = try BinaryRun.run(["catalog", "remove-imdb"], home: home.url)
        let movie = try BinaryRun.run(["movie", "tt9990001"], home: home.url)

        #expect(first.stdout == "Removed your IMDb catalog (\(path)); Marquee uses its bundled catalog again.\n")
        #expect(
            second.stdout
                == "There is no IMDb catalog to remove (\(path)); Marquee already uses its bundled catalog.\n")
        #expect(movie.status == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A corrupt IMDb catalog is named on stderr, the bundled catalog answers, and remove-imdb still works")
    func corruptOverlay() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.url.appending(path: "imdb-catalog.bin").path
        try Data("not a catalog".utf8).write(to: URL(fileURLWithPath: path))

        let movie = try BinaryRun.run(["movie", "tt0133093"], home: home.url)
        let remove = try BinaryRun.run(["catalog", "remove-imdb"], home: home.url)

        #expect(movie.status == 0)
        #expect(movie.stderr.contains("the IMDb catalog \(path) is unusable"))
        #expect(remove.status == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
