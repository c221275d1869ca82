import Foundation
import Testing

/// A thin classic (no runtime or director in the bundled catalog) looked up once in the fake store, then used
/// offline: found by its store director, labelled as the store's in text and `--json`.
@Suite("A thin classic's store facts, kept and used offline", .serialized, .timeLimit(.minutes(2)))
struct ThinClassicEndToEndTests {
    /// Spirited Away, a MovieLens-only film: title, year, genres and audience only.
    static let spiritedAway = "ml:5618"

    private static func run(
        _ arguments: [String], home: TemporaryHome, store: String = BinaryRun.unreachableStore,
        environment: [String: String] = [:]
    ) throws -> BinaryRun {
        var variables = ["MARQUEE_ITUNES_URL": store, "MARQUEE_HTTP_TIMEOUT_MS": "2000"]
        variables.merge(environment) { $1 }
        return try BinaryRun.run(arguments, home: home.url, environment: variables)
    }

    @Test("movie once with the store up; offline, search by the director's surname finds it, labelled, in JSON too")
    func lookedUpOnceThenFoundOffline() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let before = try Self.run(["search", "miyazaki", "--limit", "20"], home: home)
        let online = try Self.run(["movie", Self.spiritedAway], home: home, store: server.goodURL)
        server.stop()
        let offline = try Self.run(["search", "miyazaki"], home: home, store: server.goodURL)
        let json = try Self.run(["search", "miyazaki", "--json"], home: home, store: server.goodURL)
        let german = try Self.run(
            ["search", "miyazaki", "--limit", "3"], home: home, store: server.goodURL,
            environment: ["LANG": "de_DE.UTF-8"])

        #expect(!before.stdout.contains(Self.spiritedAway), "the catalog alone has no director for it")
        #expect(online.status == 0)
        #expect(online.stdout.contains("  2h 05m (from the iTunes Store) · Adventure, Animation, Fantasy\n"))
        #expect(
            online.stdout.contains(
                "  Directed by Hayao Miyazaki (from the iTunes Store) · Audience 8.3/10 from 63 MovieLens ratings\n"))
        #expect(offline.status == 0)
        #expect(offline.stderr.isEmpty)
        #expect(
            offline.stdout.contains(
                "\nml:5618  Spirited Away (2001)  2h 05m (from the iTunes Store) · Adventure, Animation, Fantasy"
                    + "  [bundled]\n"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let film = try #require(
            results.compactMap { $0["movie"] as? [String: Any] }.first { $0["id"] as? String == Self.spiritedAway })
        #expect(film["storeFilled"] as? [String] == ["runtime", "directors", "summary"])
        #expect(film["directors"] as? [String] == ["Hayao Miyazaki"])
        #expect(film["runtimeMinutes"] as? Int == 125)
        #expect(german.stdout.contains("Spirited Away (2001)  2 Std. 05 Min. (laut iTunes Store) ·"))
    }

    @Test("Offline, the film's detail and ask's reasons say its store facts are the store's")
    func detailAndAskOffline() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }
        _ = try Self.run(["movie", Self.spiritedAway], home: home, store: server.goodURL)
        server.stop()
        // The store's match is in the cache folder too; without it, only the kept facts can answer.
        try FileManager.default.removeItem(at: home.url.appending(path: "cache"))

        let detail = try Self.run(["movie", Self.spiritedAway], home: home)
        let ask = try Self.run(["ask", "films by hayao miyazaki"], home: home)

        #expect(detail.status == 0)
        #expect(detail.stdout.contains("\n2h 05m (from the iTunes Store) · Adventure, Animation, Fantasy\n"))
        #expect(detail.stdout.contains("\nDirected by Hayao Miyazaki (from the iTunes Store) · Audience 8.3/10"))
        #expect(
            detail.stdout.contains(
                "\nSummary from the iTunes Store, kept from an earlier lookup:\nA girl wanders into a world of spirits.\n"
            ))
        #expect(ask.stdout.contains("Spirited Away (2001)"))
        #expect(ask.stdout.contains("Why: Directed by Hayao Miyazaki (from the iTunes Store)\n"))
    }

    @Test("A corrupt store-facts.json is said on stderr, and search still answers from the catalog")
    func corruptFileIsSaid() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let file = home.url.appending(path: "store-facts.json")
        try Data(#"{"version":1,"films":{"ml:5618":"#.utf8).write(to: file)

        let run = try Self.run(["search", "miyazaki"], home: home)

        #expect(run.status == 0)
        #expect(
            run.stderr == "marquee: the iTunes Store's facts kept in \(file.path) could not be read (not valid JSON"
                + " of the expected shape); they are left out until the next lookup writes the file anew.\n")
        #expect(run.stdout.contains("My Neighbor Totoro (1988)"))
    }
}
