import Foundation
import Testing

/// Offline requests through the built binary: blank requests, words not used, and a person search.
@Suite("What people type, end to end")
struct UnderstandingEndToEndTests {
    private static let blankError = """
        marquee: ask needs a request, for example: marquee ask "90s comedies".
        Usage: marquee ask <request> [--limit N] [--online] [--offline] [--stream] [--no-stream] [--base-url URL] \
        [--model NAME] [--json]
        Run 'marquee ask --help' for more.

        """

    @Test("An empty or blank request exits 64 with a usage error and prints nothing on stdout", arguments: ["", "   "])
    func blankRequest(request: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["ask", request], home: home.url)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == Self.blankError)
    }

    @Test("Emoji alone exit 0 with a suggestion instead of picks")
    func emojiOnly() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["ask", "🎬🍿"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Picks for "🎬🍿" (offline: understood without a model, bundled catalog)

                I didn't understand any of that. Try a genre, a decade, a person, a country or a length, for example \
                "90s comedies", "Hitchcock thrillers", "French films under 2 hours".

                """)
    }

    @Test("Words not used are listed in text before the picks")
    func ignoredInText() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["ask", "heist comedies from the 80s", "--limit", "1"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout == """
                Picks for "heist comedies from the 80s" (offline: understood without a model, bundled catalog)

                I didn't use: heist

                1. Back to the Future (1985)
                   1h 55m · PG · Adventure, Comedy, Sci-Fi
                   Directed by Robert Zemeckis · Critics 8.8/10 from 118 reviews
                   Why: Comedy, as asked
                        From the 1980s
                        Critic favorite (weighted 8.3)
                   id tt0088763

                """)
    }

    @Test("--json lists the words not used as \"ignored\", and says whether anything was understood")
    func ignoredInJSON() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let used = try BinaryRun.run(["ask", "--json", "heist comedies from the 80s", "--limit", "1"], home: home.url)
        let nothing = try BinaryRun.run(["ask", "--json", "a heist movie with a twist"], home: home.url)
        #expect(used.status == 0 && nothing.status == 0)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(used.stdout.utf8)) as? [String: Any])
        #expect(document["ignored"] as? [String] == ["heist"])
        #expect(document["understood"] as? Bool == true)
        #expect((document["picks"] as? [Any])?.count == 1)
        let empty = try #require(JSONSerialization.jsonObject(with: Data(nothing.stdout.utf8)) as? [String: Any])
        #expect(empty["ignored"] as? [String] == ["heist", "twist"])
        #expect(empty["understood"] as? Bool == false)
        #expect((empty["picks"] as? [Any])?.isEmpty == true)
        #expect((empty["suggestion"] as? String)?.hasPrefix("I didn't understand any of that.") == true)
    }

    @Test("'search hanks' lists Tom Hanks films first, not Yanks or Hacks")
    func searchHanks() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["search", "hanks", "--limit", "3"], home: home.url)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                tt1535109  Captain Phillips (2013)  2h 14m · PG-13 · Adventure, Biography, Drama, Thriller  [bundled]
                tt0120815  Saving Private Ryan (1998)  2h 49m · R · Action, Drama, War  [bundled]
                tt0264464  Catch Me If You Can (2002)  2h 20m · PG-13 · Biography, Crime, Drama  [bundled]

                Source: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial).
                Only the bundled catalog was searched: the film store could not be reached (could not connect to \
                the server). Check your connection; the bundled catalog still works.

                """)
    }
}
