import Foundation
import Testing

/// `marquee recommend` run as a binary, with no network: the local engine, usage errors, JSON and fallbacks.
@Suite("marquee recommend, end to end", .serialized)
struct RecommendEndToEndTests {
    private static let form = [
        "recommend", "--year", "2010", "--duration", "120", "--type", "movie", "--rating", "PG-13",
    ]

    /// Next year, the last one `--year` accepts.
    private static var nextYear: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.component(.year, from: Date()) + 1
    }

    private static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRun {
        let home = try TemporaryHome()
        defer { home.remove() }
        return try BinaryRun.run(arguments, home: home.url, environment: environment)
    }

    @Test("With no service, five grounded catalog films answer, each with its reasons, labelled as the local engine")
    func localEngineAnswers() throws {
        let run = try Self.run(Self.form)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == LocalAnswer.readmeForm)
    }

    @Test(
        "Invalid input exits 64, naming the option and listing every accepted value, and prints nothing on stdout",
        arguments: [
            (
                ["--rating", "PG-15"],
                "marquee: --rating does not know 'PG-15'. Accepted ratings: G, PG, PG-13, R, NC-17, NR (or Unrated), "
                    + "TV-Y, TV-Y7, TV-G, TV-PG, TV-14, TV-MA."
            ),
            (["--year", "1850"], "marquee: --year expects a year from 1900 to \(nextYear), got 1850."),
            (
                ["--type", "podcast"],
                "marquee: --type does not know 'podcast'. Accepted types: movie (or film), tv (or TV Show, show, series)."
            ),
            (
                ["--duration", "soon"],
                "marquee: --duration cannot read 'soon'. Accepted: minutes or seasons, such as 120, 90 min, 1h 30m, 2h "
                    + "or 2 Seasons (at most 600 minutes or 99 seasons)."
            ),
            (
                ["--backend", "localhost:8765"],
                "marquee: --backend expects an http or https URL such as http://127.0.0.1:8765, got 'localhost:8765'."
            ),
        ]
    )
    func invalidInputIsAUsageError(change: [String], message: String) throws {
        let run = try Self.run(Self.replacing(change))
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == message + "\n" + "Usage: " + Self.usage + "\nRun 'marquee recommend --help' for more.\n")
    }

    @Test("Several invalid options are all reported, one line each")
    func everyProblemIsReported() throws {
        let run = try Self.run(["recommend", "--year", "twenty", "--duration", "2 Seasons", "--type", "movie"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                """
                marquee: --year expects a whole year from 1900 to \(Self.nextYear), got 'twenty'.
                marquee: --duration '2 Seasons' counts seasons, which only a TV show has. For a movie give minutes, \
                such as 120 or 1h 30m, or use --type tv.
                marquee: --rating is required. Accepted ratings: G, PG, PG-13, R, NC-17, NR (or Unrated), TV-Y, \
                TV-Y7, TV-G, TV-PG, TV-14, TV-MA.

                """))
    }

    @Test("A TV show asked of the local engine gets an honest explanation, not films passed off as shows")
    func tvShowsAreExplained() throws {
        let run = try Self.run([
            "recommend", "--year", "2015", "--duration", "2 Seasons", "--type", "tv", "--rating", "TV-14",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                Picks for a TV show from 2015, 2 seasons, rated TV-14
                Answered by the local engine from the bundled catalog (no recommender service configured).

                The bundled catalog holds films only, so the local engine has no TV shows to offer. Ask a recommender \
                service (--backend URL), or use --type movie.

                """)
    }

    @Test("--json prints the marquee.recommend/1 document, every key present and picks that open in the catalog")
    func jsonDocument() throws {
        let run = try Self.run(Self.form + ["--json", "--milder"])
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(
            Set(document.keys)
                == [
                    "schema", "form", "answeredBy", "backend", "fallbackReason", "discarded", "empty", "filter",
                    "picks",
                ])
        #expect(document["schema"] as? String == "marquee.recommend/1")
        #expect(document["answeredBy"] as? String == "local")
        #expect(document["backend"] is NSNull)
        let form = try #require(document["form"] as? [String: Any])
        #expect(form["minutes"] as? Int == 120)
        #expect(form["seasons"] is NSNull)
        #expect(form["milder"] as? Bool == true)
        let picks = try #require(document["picks"] as? [[String: Any]])
        #expect(picks.count == 5)
        for pick in picks {
            #expect(pick["inCatalog"] as? Bool == true)
            #expect(pick["engine"] as? String == "local-form")
            #expect(pick["service"] is NSNull)
            #expect((pick["movie"] as? [String: Any])?["id"] as? String == pick["id"] as? String)
            #expect(!((pick["reasons"] as? [[String: Any]]) ?? []).isEmpty)
        }
    }

    @Test("--filter narrows the picks by title, genre or director and says how many it kept")
    func filterNarrows() throws {
        let run = try Self.run(Self.form + ["--filter", "fincher"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("1. The Social Network (2010)"))
        #expect(run.stdout.hasSuffix("Showing 1 of 5 picks matching 'fincher'.\n"))
        #expect(!run.stdout.contains("2. "))
    }

    @Test("A service that cannot be reached is answered by the local engine, labelled as a fallback, exit 0")
    func unreachableServiceFallsBack() throws {
        let run = try Self.run(Self.form + ["--backend", "http://127.0.0.1:9"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Picks for a movie from 2010, 2h 00m, rated PG-13")
        #expect(
            lines.dropFirst().first?.hasPrefix(
                "Local fallback because the recommender at http://127.0.0.1:9 failed: it could not be reached (")
                == true)
        #expect(run.stdout.hasSuffix(LocalAnswer.readmePicks))
    }

    @Test("With --no-fallback an unreachable service is a failure: exit 1 and what to do")
    func noFallbackFails() throws {
        let run = try Self.run(
            Self.form + ["--no-fallback"], environment: ["MARQUEE_RECOMMENDER_URL": "http://127.0.0.1:9"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.hasPrefix("marquee: The recommender at http://127.0.0.1:9 failed: it could not be reached ("))
        #expect(run.stderr.hasSuffix("Run without --no-fallback to let the local engine answer.\n"))
    }

    @Test("A MARQUEE_RECOMMENDER_URL that is not a URL is reported, not ignored")
    func badVariableIsReported() throws {
        let run = try Self.run(Self.form, environment: ["MARQUEE_RECOMMENDER_URL": "recommender"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "marquee: MARQUEE_RECOMMENDER_URL is not an http or https URL: 'recommender'. Fix it, or unset it "
                + "to use the local engine.\n")
    }

    @Test("German output names the engine and the reasons in German")
    func german() throws {
        let run = try Self.run(Self.form + ["--lang", "de"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Tipps für einen Film aus 2010, 2 Std. 00 Min., Freigabe PG-13\n"))
        #expect(run.stdout.contains("Antwort der lokalen Empfehlung aus dem mitgelieferten Katalog"))
        #expect(run.stdout.contains("Freigabe PG-13, wie gewünscht"))
    }

    private static let usage =
        "marquee recommend --year YEAR --duration TIME --type TYPE --rating RATING [--milder] "
        + "[--backend URL] [--no-fallback] [--filter TEXT] [--json]"

    /// The README's form with one option's value replaced (or added).
    private static func replacing(_ change: [String]) -> [String] {
        var arguments = form
        if let index = arguments.firstIndex(of: change[0]) {
            arguments[index + 1] = change[1]
        } else {
            arguments += change
        }
        return arguments
    }
}
