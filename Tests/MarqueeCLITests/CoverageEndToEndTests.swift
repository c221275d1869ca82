import Foundation
import Testing

/// Requests outside the bundled catalog's years, run as a binary with no network: what is used instead is said.
@Suite("Catalog coverage, end to end", .serialized)
struct CoverageEndToEndTests {
    private static func run(_ arguments: [String]) throws -> BinaryRun {
        let home = try TemporaryHome()
        defer { home.remove() }
        return try BinaryRun.run(arguments, home: home.url)
    }

    private static func form(year: String) -> [String] {
        ["recommend", "--year", year, "--duration", "120", "--type", "movie", "--rating", "PG-13"]
    }

    @Test("--version states the catalog's size and span, in English and German")
    func versionStatesSpan() throws {
        let english = try Self.run(["--version"])
        #expect(english.status == 0)
        #expect(english.stderr.isEmpty)
        #expect(english.stdout == "marquee 0.1.0\nBundled catalog: 18,946 films, 1902–2016\n")
        let german = try Self.run(["--lang", "de", "--version"])
        #expect(german.status == 0)
        #expect(german.stdout == "marquee 0.1.0\nMitgelieferter Katalog: 18.946 Filme, 1902–2016\n")
    }

    @Test("The main help states the catalog's size and span under the tagline")
    func helpStatesSpan() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix("marquee 0.1.0: find tonight's movie.\nBundled catalog: 18,946 films, 1902–2016\n\n"))
    }

    @Test("ask for a year after the catalog shows the closest years and says so")
    func askAfterCatalog() throws {
        let run = try Self.run(["ask", "best of 2019", "--offline", "--limit", "2"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == Self.askBestOf2019)
    }

    @Test("ask --json names the years used and carries the notice")
    func askJSONAfterCatalog() throws {
        let run = try Self.run(["ask", "films from 2020", "--offline", "--limit", "1", "--json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["yearsUsed"] as? [String: Int] == ["from": 2014, "to": 2016])
        #expect(
            object["notice"] as? String
                == "The bundled catalog covers 1902–2016; showing the closest years (2014–2016). "
                + "The iTunes Store is asked when online.")
    }

    @Test("recommend --year 2020 with no service says which years the local engine used instead")
    func recommendAfterCatalog() throws {
        let run = try Self.run(Self.form(year: "2020"))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == Self.recommend2020)
    }

    @Test("recommend --year 1950 --rating PG-13 says the years were widened because PG-13 came in 1984")
    func recommendRatingBeforeItExisted() throws {
        let run = try Self.run(Self.form(year: "1950"))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == Self.recommend1950)
    }

    @Test("open marquee://ask?q=best%20of%202019 says the catalog ends before 2019, exactly as ask does")
    func askLinkAfterCatalog() throws {
        let link = try Self.run(["open", "marquee://ask?q=best%20of%202019"])
        let typed = try Self.run(["ask", "best of 2019"])
        #expect(link.status == 0)
        #expect(link.stderr.isEmpty)
        #expect(link.stdout == typed.stdout)
        #expect(
            link.stdout.contains(
                "\n\nThe bundled catalog covers 1902–2016; showing the closest years (2014–2016). "
                    + "The iTunes Store is asked when online.\n\nI didn't use: best\n\n1. Boyhood (2014)\n"))
    }

    @Test(
        "open with a form link outside the catalog's years says what it used instead, as recommend does",
        arguments: [("2020", Self.recommend2020), ("1950", Self.recommend1950)]
    )
    func formLinkOutsideCatalog(year: String, expected: String) throws {
        let run = try Self.run(["open", "marquee://recommend?year=\(year)&duration=120&type=movie&rating=PG-13"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == expected)
    }

    private static let askBestOf2019 = """
        Picks for "best of 2019" (offline: understood without a model, bundled catalog)

        The bundled catalog covers 1902–2016; showing the closest years (2014–2016). The iTunes Store is asked when online.

        I didn't use: best

        1. Boyhood (2014)
           2h 45m · R · Drama
           Directed by Richard Linklater · Critics 9.2/10 from 335 reviews
           Why: From 2014–2016
                Critic favorite (weighted 9.0)
           id tt1065073

        2. The Look of Silence (2014)
           1h 43m · PG-13 · Documentary
           Directed by Joshua Oppenheimer · Critics 8.8/10 from 139 reviews
           Why: From 2014–2016
                Critic favorite (weighted 8.5)
           id tt3521134

        """

    private static let recommend2020 = """
        Picks for a movie from 2020, 2h 00m, rated PG-13
        Answered by the local engine from the bundled catalog (no recommender service configured).

        The bundled catalog covers 1902–2016, so these films are from 2013–2014 instead of 2020.

        1. The Look of Silence (2014)
           1h 43m · PG-13 · Documentary
           Directed by Joshua Oppenheimer · Critics 8.8/10 from 139 reviews
           Why: Critic favorite (weighted 8.5)
                From 2014, close to 2016
                Runs 1h 43m, close to 2h 00m
                Rated PG-13, as asked
           id tt3521134

        2. Guardians of the Galaxy (2014)
           2h 01m · PG-13 · Action, Adventure, Sci-Fi
           Directed by James Gunn · Critics 7.8/10 from 337 reviews
           Why: From 2014, close to 2016
                Runs 2h 01m, close to 2h 00m
                Rated PG-13, as asked
           id tt2015381

        3. The Imitation Game (2014)
           1h 54m · PG-13 · Biography, Drama, Thriller, War
           Directed by Morten Tyldum · Critics 7.7/10 from 285 reviews
           Why: From 2014, close to 2016
                Runs 1h 54m, close to 2h 00m
                Rated PG-13, as asked
           id tt2084970

        4. Edge of Tomorrow (2014)
           1h 53m · PG-13 · Action, Sci-Fi
           Directed by Doug Liman · Critics 7.5/10 from 338 reviews
           Why: From 2014, close to 2016
                Runs 1h 53m, close to 2h 00m
                Rated PG-13, as asked
           id tt1631867

        5. Captain Phillips (2013)
           2h 14m · PG-13 · Adventure, Biography, Drama, Thriller
           Directed by Paul Greengrass · Critics 8.3/10 from 283 reviews
           Why: Highly rated (weighted 8.2)
                From 2013, close to 2016
                Runs 2h 14m, close to 2h 00m
                Rated PG-13, as asked
           id tt1535109

        """

    private static let recommend1950 = """
        Picks for a movie from 1950, 2h 00m, rated PG-13
        Answered by the local engine from the bundled catalog (no recommender service configured).

        Few PG-13 films before 1984: the MPAA introduced the rating that year, and older films carry it only when re-rated. These are from 1958–1971 instead of 1950.

        1. The Manchurian Candidate (1962)
           2h 06m · PG-13 · Crime, Thriller, War
           Directed by John Frankenheimer · Critics 8.8/10 from 68 reviews
           Why: Critic favorite (weighted 8.2)
                Runs 2h 06m, close to 2h 00m
                Rated PG-13, as asked
           id tt0056218

        2. The Birds (1963)
           1h 59m · PG-13 · Horror, Thriller
           Directed by Alfred Hitchcock · Critics 8.2/10 from 66 reviews
           Why: Runs 1h 59m, close to 2h 00m
                Rated PG-13, as asked
           id tt0056869

        3. Touch of Evil (1958)
           1h 33m · PG-13 · Crime, Thriller
           Directed by Orson Welles · Critics 8.8/10 from 86 reviews
           Why: Critic favorite (weighted 8.3)
                Rated PG-13, as asked
           id tt0052311

        4. Once Upon a Time in the West (1968)
           2h 51m · PG-13 · Action, Drama, Western
           Directed by Sergio Leone · Critics 9.1/10 from 67 reviews
           Why: Critic favorite (weighted 8.4)
                Rated PG-13, as asked
           id tt0064116

        5. The Private Life of Sherlock Holmes (1970)
           2h 05m · PG-13 · Comedy, Crime, Thriller
           Directed by Billy Wilder · Critics 7.4/10 from 30 reviews
           Why: Runs 2h 05m, close to 2h 00m
                Rated PG-13, as asked
           id tt0066249

        """
}
