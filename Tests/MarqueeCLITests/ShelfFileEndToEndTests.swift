import Foundation
import Testing

/// What `import` and `export` do with files a new user really has: odd rows, odd names, empty files,
/// folders where files belong, and `-` for standard output.
struct ShelfFileEndToEndTests {
    /// Letterboxd's `watchlist.csv` and `likes/films.csv` shape, naming Heat (1995).
    private static let heatOnly = "Date,Name,Year,Letterboxd URI\n2024-01-02,Heat,1995,https://boxd.it/1\n"

    @Test("Rows with an unknown id and a title without letters or digits are unmatched, never liked as \"$\" (1971)")
    func titlesWithoutWords() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "import.csv")
        try "Title,Year,imdbID,Tags\n,,tt9999999,marquee-liked\n!!!,,,marquee-liked\n".write(
            to: file, atomically: true, encoding: .utf8)

        let run = try BinaryRun.run(["import", file.path], home: home.url)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Read 2 rows from \(file.path): liked 0 films, saved 0.
                2 rows matched no film in the catalog:
                  line 2  (no title)
                  line 3  !!!

                """)
        #expect(!FileManager.default.fileExists(atPath: home.profile.path))
    }

    @Test(
        "A watchlist-shaped file saves unless its own name says likes: folders and words like unlikely do not count",
        arguments: [("dislikes/films.csv", false), ("unlikely-picks.csv", false), ("likes/films.csv", true)]
    )
    func likesFileByName(relativePath: String, likes: Bool) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.heatOnly.write(to: file, atomically: true, encoding: .utf8)

        let run = try BinaryRun.run(["import", file.path], home: home.url)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout
                == (likes
                    ? "Read 1 row from \(file.path): liked 1 film, saved 0.\n"
                    : "Read 1 row from \(file.path): liked 0 films, saved 1.\nSee your shelf with 'marquee saved'.\n"))
    }

    @Test(
        "Importing a 0-byte file exits 1 and says the file is empty, in English and German",
        arguments: [
            (
                "en",
                "%@ is empty: it has no header and no rows. Check that it is the CSV file you meant; "
                    + "a Letterboxd export unzips to watchlist.csv, ratings.csv and others."
            ),
            (
                "de",
                "%@ ist leer: ohne Kopfzeile und ohne Zeilen. Prüfe, ob es die gemeinte CSV-Datei ist; "
                    + "ein Letterboxd-Export entpackt sich zu watchlist.csv, ratings.csv und weiteren."
            ),
        ]
    )
    func emptyFile(language: String, message: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "empty.csv")
        try Data().write(to: file)

        let run = try BinaryRun.run(["import", file.path, "--lang", language], home: home.url)

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "marquee: " + message.replacingOccurrences(of: "%@", with: file.path) + "\n")
        #expect(!FileManager.default.fileExists(atPath: home.profile.path))
    }

    @Test("Importing a folder exits 1 with a sentence that names it and says what to do, not Foundation's code")
    func importFolder() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let english = try BinaryRun.run(["import", home.url.path], home: home.url)
        let german = try BinaryRun.run(["import", home.url.path, "--lang", "de"], home: home.url)

        #expect([english.status, german.status] == [1, 1])
        #expect([english.stdout, german.stdout] == ["", ""])
        #expect(
            english.stderr
                == "marquee: could not read \(home.url.path): it is a folder, not a file. Name a file instead.\n")
        #expect(
            german.stderr
                == "marquee: \(home.url.path) konnte nicht gelesen werden: das ist ein Ordner, keine Datei. "
                + "Gib stattdessen eine Datei an.\n")
    }

    @Test("Exporting onto a folder, or into a folder that does not exist, exits 1 with a sentence, in en and de")
    func exportFolder() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let missing = home.url.appending(path: "no-such-folder/shelf.csv").path
        #expect(try BinaryRun.run(["like", "tt0133093"], home: home.url).status == 0)

        let runs = try [
            BinaryRun.run(["export", "--letterboxd", home.url.path], home: home.url),
            BinaryRun.run(["export", "--letterboxd", home.url.path, "--lang", "de"], home: home.url),
            BinaryRun.run(["export", "--letterboxd", missing], home: home.url),
            BinaryRun.run(["export", "--letterboxd", missing, "--lang", "de"], home: home.url),
        ]

        #expect(runs.map(\.status) == [1, 1, 1, 1])
        #expect(runs.map(\.stdout) == ["", "", "", ""])
        #expect(
            runs.map(\.stderr) == [
                "marquee: could not write \(home.url.path): it is a folder, not a file. Name a file instead.\n",
                "marquee: \(home.url.path) konnte nicht geschrieben werden: das ist ein Ordner, keine Datei. "
                    + "Gib stattdessen eine Datei an.\n",
                "marquee: could not write \(missing): a folder on the way there does not exist. "
                    + "Create it, or choose another path.\n",
                "marquee: \(missing) konnte nicht geschrieben werden: ein Ordner auf dem Weg dorthin existiert "
                    + "nicht. Lege ihn an oder wähle einen anderen Pfad.\n",
            ])
    }

    @Test(
        "export --letterboxd - writes the CSV, and nothing else, to stdout, with or without --json; no file named -",
        arguments: [[], ["--json"]]
    )
    func exportToStandardOutput(extra: [String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        #expect(try BinaryRun.run(["like", "tt0133093"], home: home.url).status == 0)
        let folder = home.url.appending(path: "work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let run = try BinaryRun.run(["export", "--letterboxd", "-"] + extra, home: home.url, workingDirectory: folder)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout
                == "imdbID,Title,Year,Directors,Rating,WatchedDate,Tags\r\n"
                + "tt0133093,The Matrix,1999,\"Lana Wachowski, Lilly Wachowski\",,,marquee-liked\r\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test("MARQUEE_HOME naming a file says so and what to do, in English and German, instead of errno's words")
    func homeIsAFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "not-a-folder")
        try Data("x".utf8).write(to: file)
        let environment = ["MARQUEE_HOME": file.path]

        let english = try BinaryRun.run(["like", "tt0133093"], home: home.url, environment: environment)
        let german = try BinaryRun.run(["like", "tt0133093", "--lang", "de"], home: home.url, environment: environment)

        #expect([english.status, german.status] == [1, 1])
        #expect(
            english.stderr
                == "marquee: \(file.path) is a file, not a folder, so your profile cannot be kept there. "
                + "Set MARQUEE_HOME to a folder, or move the file away.\n")
        #expect(
            german.stderr
                == "marquee: \(file.path) ist eine Datei, kein Ordner, also kann dein Profil dort nicht liegen. "
                + "Setze MARQUEE_HOME auf einen Ordner oder verschiebe die Datei.\n")
    }

    @Test("model --model with a file where the settings folder belongs says so in words, not an NSError dump")
    func settingsFolderIsAFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "config-file")
        try Data("x".utf8).write(to: file)

        let run = try BinaryRun.run(
            ["model", "--model", "foo"], home: home.url, environment: ["XDG_CONFIG_HOME": file.path])

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "marquee: the model settings at \(file.path)/marquee/config.json could not be read: part of the "
                + "path is a file, not a folder. Check the path.\n")
    }
}
