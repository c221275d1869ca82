import Foundation
import Testing

/// Runs the built binary against the iTunes fixtures served by `Scripts/itunes-fixture-server.py` over its real
/// transport, and with no server at all.
@Suite("marquee and the iTunes store, end to end", .serialized, .timeLimit(.minutes(2)))
struct ShopEndToEndTests {
    /// Runs `marquee` against a store URL.
    private static func run(
        _ arguments: [String],
        home: TemporaryHome,
        store: String = BinaryRun.unreachableStore,
        environment: [String: String] = [:]
    ) throws -> BinaryRun {
        var variables = ["MARQUEE_ITUNES_URL": store, "MARQUEE_HTTP_TIMEOUT_MS": "2000"]
        variables.merge(environment) { $1 }
        return try BinaryRun.run(arguments, home: home.url, environment: variables)
    }

    @Test("With no server, discover shows the bundled catalog's best-rated films, labelled bundled, and says why")
    func offlineDiscoverShowsBundledRows() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try Self.run(["discover"], home: home)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Discover: the best-rated films in the bundled catalog")
        #expect(lines.dropFirst().first == "Source: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial).")
        #expect(
            lines.dropFirst(2).first?.hasPrefix(
                "Showing the bundled catalog instead: the film store could not be reached (") == true)
        #expect(lines.contains("Best rated"))
        #expect(lines.contains("Sci-Fi & Fantasy"))
        #expect(lines.contains { $0.hasPrefix("  tt0033467  Citizen Kane (1941)") })
    }

    @Test("With the server up the chart is live; a second run is served from disk; with the server gone, it is cached")
    func liveThenCachedChart() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let live = try Self.run(["discover"], home: home, store: server.goodURL)
        let requestsAfterFirst = try await server.requestCount()
        let again = try Self.run(["discover"], home: home, store: server.goodURL)
        let requestsAfterSecond = try await server.requestCount()
        server.stop()
        let offline = try Self.run(["discover", "--refresh"], home: home, store: server.goodURL)

        #expect(live.status == 0)
        #expect(live.stderr.isEmpty)
        #expect(
            live.stdout == """
                Discover: top films in the iTunes Store (US)
                Source: iTunes Store (US), live.

                Top Movies
                  itunes:1895068395  Michael (2026)  Drama · $24.99
                  itunes:42  Hokum

                Action & Adventure
                  itunes:4  Project Hail Mary  Action, Adventure

                Drama
                  itunes:7  Lonely

                Kids & Family
                  itunes:1714948342  Wonka (2023)  Family · $24.99

                """
        )
        #expect(requestsAfterFirst == 8, "the featured chart and seven genre charts")
        #expect(requestsAfterSecond == requestsAfterFirst, "a fresh chart is served without touching the network")
        #expect(
            again.stdout.hasPrefix("Discover: top films in the iTunes Store (US)\nSource: iTunes Store (US), saved on ")
        )
        #expect(offline.status == 0)
        #expect(
            offline.stdout.hasPrefix(
                "Discover: top films in the iTunes Store (US)\nSource: iTunes Store (US), saved on "))
        #expect(offline.stdout.contains(" (just now).\n\nTop Movies\n  itunes:1895068395  Michael (2026)"))
    }

    @Test("German output has German headings, prices and dates")
    func germanDiscoverAndDetail() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }
        let german = ["LANG": "de_DE.UTF-8"]

        let live = try Self.run(["discover"], home: home, store: server.goodURL, environment: german)
        let cached = try Self.run(["discover"], home: home, store: server.goodURL, environment: german)
        let detail = try Self.run(
            ["movie", "itunes:1895068395"], home: home, store: server.goodURL, environment: german)

        #expect(live.status == 0)
        #expect(
            live.stdout.hasPrefix(
                "Entdecken: die beliebtesten Filme im iTunes Store (US)\nQuelle: iTunes Store (US), live.\n"))
        #expect(live.stdout.contains("\nTop-Filme\n  itunes:1895068395  Michael (2026)  Drama · 24,99\u{A0}$\n"))
        #expect(live.stdout.contains("\nKinder & Familie\n"))
        #expect(cached.stdout.contains("Quelle: iTunes Store (US), gespeichert am "))
        #expect(cached.stdout.contains(" (gerade eben).\n"))
        #expect(detail.status == 0)
        #expect(detail.stdout.contains("Erschienen: 24. April 2026 · Preis: 24,99\u{A0}$\n"))
    }

    @Test("search \"drk knight\" finds The Dark Knight in the bundled catalog, labelled, with the store's absence said")
    func searchWithATypo() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try Self.run(["search", "drk knight", "--limit", "1"], home: home)

        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("tt0468569  The Dark Knight (2008)  ") == true)
        #expect(lines.first?.hasSuffix("  [bundled]") == true)
        #expect(lines.dropFirst(2).first == "Source: bundled catalog (Wikidata, CC0; MovieLens data, non-commercial).")
        #expect(
            lines.dropFirst(3).first?.hasPrefix("Only the bundled catalog was searched: the film store could not")
                == true)
    }

    @Test("With the store up, search folds the store's Deadpool into the bundled one, leaves the song out, names both")
    func searchMergesTheStore() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let run = try Self.run(["search", "deadpool", "--json"], home: home, store: server.goodURL)

        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "marquee.search/2")
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["origin"] as? String } == ["bundled"], "the song is left out")
        let movie = try #require(results.first?["movie"] as? [String: Any])
        #expect(movie["title"] as? String == "Deadpool")
        #expect((document["storeSource"] as? [String: Any])?["kind"] as? String == "live")
    }

    @Test("open marquee://movie/tt0133093 shows The Matrix")
    func deepLinkToAFilm() throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try Self.run(["open", "marquee://movie/tt0133093"], home: home)

        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "The Matrix (1999)\n2h 16m · R · Action, Sci-Fi, Thriller\n"
                    + "Directed by Lana Wachowski, Lilly Wachowski · Critics 7.8/10 from 209 reviews\n"))
    }

    @Test(
        "A malformed or unknown link exits 64 with a message naming the link",
        arguments: [
            ("marquee://movie", "marquee: 'marquee://movie' is not a Marquee link."),
            (
                "https://example.com/movie/tt0133093",
                "marquee: 'https://example.com/movie/tt0133093' is not a Marquee link."
            ),
            (
                "marquee://search?q=a",
                "marquee: 'marquee://search?q=a' needs at least 2 letters to search for, got 'a'."
            ),
            (
                "marquee://search?q=%ZZ",
                "marquee: 'marquee://search?q=%ZZ' has a broken %-escape, '%ZZ'. A % starts two hex digits"
            ),
            ("marquee://ask?q=%20%20", "marquee: ask needs a request"),
            ("marquee://recommend?year=2020", "marquee: --duration is required"),
            (
                "marquee://film/tt0133093",
                "marquee: Marquee does not know links to 'film' ('marquee://film/tt0133093')."
            ),
            ("marquee://discover?genre=western", "marquee: genre does not know the chart 'western'."),
            ("marquee://discover?country=usa", "marquee: country expects a two-letter country code"),
            ("not a link", "marquee: 'not a link' is not a Marquee link."),
        ]
    )
    func badLinks(link: String, expectedStart: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try Self.run(["open", link], home: home)

        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(expectedStart), "stderr was: \(run.stderr)")
        #expect(run.stderr.contains("Usage: marquee open <url>"))
    }

    @Test(
        "A bad chart, country or too-short search exits 64 naming the argument and what it accepts",
        arguments: [
            (
                ["discover", "--genre", "western"],
                "marquee: --genre does not know the chart 'western'. Accepted charts: "
            ),
            (
                ["discover", "--country", "usa"],
                "marquee: --country expects a two-letter country code such as us or de"
            ),
            (["movie", "tt0133093", "--country", "1"], "marquee: --country expects a two-letter country code"),
            (["search", "a"], "marquee: 'search' needs at least 2 letters to search for, got 'a'."),
        ]
    )
    func badStoreArguments(arguments: [String], expectedStart: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }

        let run = try Self.run(arguments, home: home)

        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(expectedStart), "stderr was: \(run.stderr)")
    }

    @Test(
        "Every store fault ends in the bundled fallback with the right error, the cached fallback, or exit 1 saying why",
        arguments: [
            ("500", "the film store answered with an error (HTTP 500). Try again later."),
            ("429", "the film store asked Marquee to slow down. Try again in a second."),
            ("403", "the film store asked Marquee to slow down. Try again in a minute."),
            ("slow", "the film store did not answer in time. Try again in a moment."),
            ("truncated", "the film store could not be reached ("),
            ("invalid", "the film store's answer could not be read ("),
            ("huge", "the film store's answer could not be read (the answer is larger than 4194304 bytes)."),
            ("refused", "the film store could not be reached ("),
        ]
    )
    func faults(kind: String, expectedError: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }
        let faulty = kind == "refused" ? BinaryRun.unreachableStore : server.faultURL(kind)
        let patience = ["MARQUEE_HTTP_TIMEOUT_MS": "1000", "MARQUEE_HTTP_ATTEMPTS": "2"]

        let bundled = try Self.run(["discover", "--json"], home: home, store: faulty, environment: patience)
        _ = try Self.run(["discover"], home: home, store: server.goodURL)
        let cached = try Self.run(
            ["discover", "--refresh", "--json"], home: home, store: faulty, environment: patience)
        let detail = try Self.run(["movie", "itunes:1895068395"], home: home, store: faulty, environment: patience)

        #expect(bundled.status == 0)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(bundled.stdout.utf8)) as? [String: Any])
        #expect((first["source"] as? [String: Any])?["kind"] as? String == "bundled")
        #expect((first["storeError"] as? String)?.hasPrefix(expectedError) == true, "\(first["storeError"] ?? "nil")")
        #expect(cached.status == 0)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(cached.stdout.utf8)) as? [String: Any])
        #expect((second["source"] as? [String: Any])?["kind"] as? String == "cached")
        #expect(detail.status == 1)
        #expect(detail.stdout.isEmpty)
        #expect(detail.stderr.hasPrefix("marquee: " + expectedError), "stderr was: \(detail.stderr)")
    }

    @Test("A store film can be saved; the shelf names it by its stored title even with the store gone")
    func savingAStoreFilm() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let save = try Self.run(["save", "itunes:1895068395"], home: home, store: server.goodURL)
        server.stop()
        let shelf = try Self.run(["saved"], home: home)
        let unsave = try Self.run(["unsave", "itunes:1895068395"], home: home)

        #expect(save.status == 0)
        #expect(save.stdout.hasPrefix("Saved Michael (2026).\n"))
        #expect(shelf.stdout == "Saved (1)\n\nitunes:1895068395  Michael (2026)\n")
        #expect(unsave.stdout == "Michael (2026) is no longer saved.\n")
    }
}
