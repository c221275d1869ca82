import Foundation
import Testing

struct LetterboxdEndToEndTests {
    /// Letterboxd's own `watchlist.csv` shape, with a quoted comma, a remake, a missing accent and a film that
    /// does not exist.
    static let watchlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "Fixtures/letterboxd/watchlist.csv")

    @Test(
        "Importing Letterboxd's watchlist saves every film it names, lists the row it cannot, and the shelf shows them")
    func importWatchlist() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = Self.watchlist.path

        let run = try BinaryRun.run(["import", path], home: home.url)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Read 5 rows from \(path): liked 0 films, saved 4.
                1 row matched no film in the catalog:
                  line 6  Definitely Not A Film (2031)
                See your shelf with 'marquee saved'.

                """
        )
        let saved = try BinaryRun.run(["saved", "--json"], home: home.url)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as? [String: Any])
        let ids = (document["saved"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(Set(ids) == ["tt0133093", "tt0060196", "tt0307479", "tt0211915"])
    }

    @Test("Export writes the liked and saved films as exact Letterboxd import CSV, and imports back unchanged")
    func exportExact() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "marquee.csv").path
        for arguments in [["import", Self.watchlist.path], ["like", "tt0133093"], ["pass", "tt0113277"]] {
            #expect(try BinaryRun.run(arguments, home: home.url).status == 0)
        }

        let run = try BinaryRun.run(["export", "--letterboxd", file], home: home.url)

        #expect(run.status == 0)
        #expect(run.stdout == "Exported 4 films to \(file) (1 liked, 4 saved).\n")
        #expect(
            try String(contentsOfFile: file, encoding: .utf8)
                == "imdbID,Title,Year,Directors,Rating,WatchedDate,Tags\r\n"
                + "tt0060196,\"The Good, the Bad and the Ugly\",1966,Sergio Leone,,,marquee-saved\r\n"
                + "tt0133093,The Matrix,1999,\"Lana Wachowski, Lilly Wachowski\",,,\"marquee-liked, marquee-saved\"\r\n"
                + "tt0211915,Amélie,2001,Jean-Pierre Jeunet,,,marquee-saved\r\n"
                + "tt0307479,Solaris,2002,Steven Soderbergh,,,marquee-saved\r\n"
        )
        let again = try BinaryRun.run(["import", file, "--json"], home: home.url)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "marquee.import/2")
        #expect(document["rows"] as? Int == 4)
        #expect((document["unmatched"] as? [Any])?.isEmpty == true)
        #expect((document["passed"] as? [Any])?.isEmpty == true, "the export writes no star ratings to read as passes")
        #expect((document["liked"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["tt0133093"])
    }

    @Test("A MovieLens film exports with an empty imdbID and its title and year, and imports back as the same film")
    func movieLensFilmRoundTrips() throws {
        let (home, fresh) = (try TemporaryHome(), try TemporaryHome())
        defer { for each in [home, fresh] { each.remove() } }
        let file = home.url.appending(path: "marquee.csv").path
        #expect(try BinaryRun.run(["like", "ml:5618"], home: home.url).status == 0)

        let run = try BinaryRun.run(["export", "--letterboxd", file], home: home.url)
        let again = try BinaryRun.run(["import", file, "--json"], home: fresh.url)

        #expect(run.status == 0)
        #expect(
            try String(contentsOfFile: file, encoding: .utf8)
                == "imdbID,Title,Year,Directors,Rating,WatchedDate,Tags\r\n"
                + ",Spirited Away,2001,,,,marquee-liked\r\n"
        )
        #expect(again.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(document["rows"] as? Int == 1)
        #expect((document["unmatched"] as? [Any])?.isEmpty == true)
        #expect((document["liked"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["ml:5618"])
    }

    @Test(
        "Broken CSV and a header without a title column exit 1, name the line, and leave the profile alone",
        arguments: [
            (
                "broken", "Title,Year\nHeat,1995\n\"Alien,1979\n", 1,
                "marquee: the CSV file is broken: the quote opened on line 3 never closes.\n"
            ),
            (
                "no-title", "imdbID,Year\ntt0113277,1995\n", 1,
                "marquee: line 1, the header, has no Title or Name column; Marquee cannot tell which film a row is.\n"
            ),
        ]
    )
    func brokenFiles(name: String, contents: String, status: Int32, stderr: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "\(name).csv")
        try contents.write(to: file, atomically: true, encoding: .utf8)

        let run = try BinaryRun.run(["import", file.path], home: home.url)

        #expect(run.status == status)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == stderr)
        #expect(!FileManager.default.fileExists(atPath: home.profile.path))
    }

    @Test("Importing a file that does not exist exits 1 and names the path")
    func missingFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let path = home.url.appending(path: "nothing.csv").path

        let run = try BinaryRun.run(["import", path], home: home.url)

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "marquee: there is no file at \(path). Check the path; a Letterboxd export unzips to "
                + "watchlist.csv, ratings.csv and others.\n")
    }

    @Test("Export without --letterboxd exits 64 and says what it needs")
    func exportNeedsFile() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try BinaryRun.run(["export"], home: home.url)

        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("marquee: export needs --letterboxd FILE, the CSV file to write."))
    }
}
