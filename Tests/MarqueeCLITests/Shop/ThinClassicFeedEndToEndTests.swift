import Foundation
import Testing

/// The feed and a film's detail over what the store filled in for thin films, kept in `store-facts.json`: a liked
/// thin film's store director lifts that director's films and is named in their reasons, and a film filled in once
/// shows each of its lines once.
@Suite("A thin classic's store facts in the feed and the detail", .serialized, .timeLimit(.minutes(2)))
struct ThinClassicFeedEndToEndTests {
    /// Spirited Away and Princess Mononoke, MovieLens-only films with no director in the catalog.
    static let spiritedAway = "ml:5618"
    static let mononoke = "ml:3000"

    /// `store-facts.json` as an earlier lookup of each film would have written it.
    static let storeFacts = """
        {"films":{\
        "ml:3000":{"directors":["Hayao Miyazaki"],"runtimeMinutes":134,"savedAt":"2026-01-01T00:00:00Z"},\
        "ml:5618":{"directors":["Hayao Miyazaki"],"runtimeMinutes":125,"savedAt":"2026-01-01T00:00:00Z"}\
        },"version":1}
        """

    private static func run(_ arguments: [String], home: TemporaryHome, store: String = BinaryRun.unreachableStore)
        throws -> BinaryRun
    {
        try BinaryRun.run(
            arguments, home: home.url, environment: ["MARQUEE_ITUNES_URL": store, "MARQUEE_HTTP_TIMEOUT_MS": "2000"])
    }

    /// The block of a feed's text that shows the film with this id.
    private static func pick(_ id: String, in run: BinaryRun) -> String? {
        run.stdout.components(separatedBy: "\n\n").first { $0.hasSuffix("   id \(id)") || $0.contains("   id \(id)\n") }
    }

    /// The reasons' words of the pick with this id in `feed --json`.
    private static func reasons(_ id: String, in run: BinaryRun) throws -> [String] {
        try #require(try pickedReasons(id, in: run))
    }

    /// The reasons' words of the pick with this id in `feed --json`, or `nil` when the feed does not pick it.
    private static func pickedReasons(_ id: String, in run: BinaryRun) throws -> [String]? {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let picks = try #require(document["picks"] as? [[String: Any]])
        let pick = picks.first { ($0["movie"] as? [String: Any])?["id"] as? String == id }
        return pick.map { ($0["reasons"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } }
    }

    @Test("Liking a thin film with a stored director lifts that director's films, each saying why, in text and JSON")
    func feedNamesTheStoreDirector() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let bare = try TemporaryHome()
        defer { bare.remove() }
        try Data(Self.storeFacts.utf8).write(to: home.url.appending(path: "store-facts.json"))

        let liked = try Self.run(["like", Self.spiritedAway], home: home)
        _ = try Self.run(["like", Self.spiritedAway], home: bare)
        let tonight = try Self.run(["tonight"], home: home)
        let feed = try Self.run(["feed"], home: home)
        let json = try Self.run(["feed", "--json"], home: home)
        let withoutFacts = try Self.run(["feed", "--json"], home: bare)

        #expect(liked.status == 0)
        #expect(tonight.status == 0)
        #expect(tonight.stderr.isEmpty)
        // Tonight's five lead with the two films Spirited Away's fans liked most, then what most people liked;
        // Totoro, lifted by the director, follows them in the feed's ten.
        #expect(feed.status == 0)
        let totoro = try #require(Self.pick("tt0096283", in: feed))
        #expect(totoro.contains("\n        Directed by Hayao Miyazaki, like Spirited Away\n"))
        let mononoke = try #require(Self.pick(Self.mononoke, in: tonight))
        #expect(
            mononoke.contains(
                "\n   Directed by Hayao Miyazaki (from the iTunes Store) · Audience 8.3/10 from 38 MovieLens ratings\n")
        )
        #expect(mononoke.contains("\n        Directed by Hayao Miyazaki, like Spirited Away (from the iTunes Store)\n"))
        #expect(try Self.reasons("tt0096283", in: json).contains("Directed by Hayao Miyazaki, like Spirited Away"))
        #expect(
            try Self.reasons(Self.mononoke, in: json).contains(
                "Directed by Hayao Miyazaki, like Spirited Away (from the iTunes Store)"))
        #expect(
            try !(Self.pickedReasons("tt0096283", in: withoutFacts) ?? []).contains { $0.hasPrefix("Directed by") },
            "without the store's facts, nothing ties Spirited Away to its director")
    }

    @Test("A thin film looked up again shows its store director once, beside its audience score")
    func detailShowsEachLineOnce() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let first = try Self.run(["movie", Self.spiritedAway], home: home, store: server.goodURL)
        let again = try Self.run(["movie", Self.spiritedAway], home: home, store: server.goodURL)
        server.stop()
        let cached = try Self.run(["movie", Self.spiritedAway], home: home, store: server.goodURL)

        let credits = "Directed by Hayao Miyazaki (from the iTunes Store) · Audience 8.3/10 from 63 MovieLens ratings"
        #expect(first.status == 0)
        #expect(first.stdout.contains("\nThe iTunes Store filled in what the catalog lacked:\n"))
        #expect(first.stdout.contains("\n  " + credits + "\n"))
        for run in [again, cached] {
            #expect(run.status == 0)
            #expect(!run.stdout.contains("filled in what the catalog lacked"))
            #expect(run.stdout.components(separatedBy: "Directed by").count == 2)
            #expect(run.stdout.contains("\n" + credits + "\n"))
            #expect(run.stdout.contains("\nAlso known as: Sen to Chihiro no kamikakushi\n"))
        }
    }
}
