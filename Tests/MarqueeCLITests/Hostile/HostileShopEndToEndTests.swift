import Foundation
import Testing

/// Runs the built binary against a store whose film carries terminal escapes in every text
/// (`Fixtures/hostile`), and checks that no escape reaches stdout while `--json` carries the cleaned words.
@Suite("marquee and a hostile store, end to end", .serialized, .timeLimit(.minutes(2)))
struct HostileShopEndToEndTests {
    private static let fixtures = ScriptServer.repositoryRoot.appending(path: "Tests/MarqueeCLITests/Fixtures/hostile")

    private static func run(_ arguments: [String], server: ScriptServer, home: TemporaryHome) throws -> BinaryRun {
        try BinaryRun.run(
            arguments, home: home.url,
            environment: [
                "MARQUEE_ITUNES_URL": "http://127.0.0.1:\(server.port)/itunes", "MARQUEE_HTTP_TIMEOUT_MS": "2000",
            ])
    }

    /// The first byte a terminal would obey rather than show: ESC, BEL, any other C0 but a line feed, DEL, or C1.
    private static func firstControl(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) }
    }

    private static func server() throws -> ScriptServer {
        try ScriptServer("itunes-fixture-server.py", arguments: ["--fixtures", fixtures.path])
    }

    @Test("movie itunes:42 prints the film's words without a single escape, with its links percent-encoded")
    func movieText() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try Self.server()
        defer { server.stop() }

        let run = try Self.run(["movie", "itunes:42"], server: server, home: home)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(Self.firstControl(run.stdout) == nil)
        #expect(
            run.stdout == """
                Evil Title (2026)
                1h 35m · PG-13 · Drama
                Directed by DirRED
                Released: April 24, 2026 · Price: $3.99

                Line one
                line two end and an 8-bit  title.

                Poster: https://example.com/image/600x600bb.jpg
                Trailer: https://video.example.com/evil%07.m4v
                Store page: https://itunes.apple.com/us/movie/evil/id42?uo=4%1B%5B2J
                id itunes:42 · Source: iTunes Store (US), live.

                """)
    }

    @Test("movie itunes:42 --json is valid JSON carrying exactly the cleaned title, director and summaries")
    func movieJSON() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try Self.server()
        defer { server.stop() }

        let run = try Self.run(["movie", "itunes:42", "--json"], server: server, home: home)

        #expect(run.status == 0)
        #expect(Self.firstControl(run.stdout) == nil)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let movie = try #require(document["movie"] as? [String: Any])
        let details = try #require(document["details"] as? [String: Any])
        let store = try #require(document["store"] as? [String: Any])
        #expect(movie["title"] as? String == "Evil Title")
        #expect(movie["directors"] as? [String] == ["DirRED"])
        #expect(movie["contentRating"] as? String == "PG-13")
        #expect(store["summary"] as? String == "A summary that switches screens.")
        #expect(details["fullSummary"] as? String == "Line one\nline two end and an 8-bit  title.")
        #expect(details["storeURL"] as? String == "https://itunes.apple.com/us/movie/evil/id42?uo=4%1B%5B2J")
    }

    @Test("search lists the store's film cleaned, in text and in --json")
    func search() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try Self.server()
        defer { server.stop() }

        let text = try Self.run(["search", "evil"], server: server, home: home)
        let json = try Self.run(["search", "evil", "--json"], server: server, home: home)

        #expect(text.status == 0)
        #expect(Self.firstControl(text.stdout) == nil)
        #expect(text.stdout.contains("\nitunes:42  Evil Title (2026)  1h 35m · PG-13 · Drama · $3.99  [store]\n"))
        #expect(json.status == 0)
        #expect(Self.firstControl(json.stdout) == nil)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let titles = results.compactMap { ($0["movie"] as? [String: Any])?["title"] as? String }
        #expect(titles.contains("Evil Title"))
        #expect(!titles.contains { $0.contains("PWNED") || $0.unicodeScalars.contains("\u{1B}") })
    }
}
