import Foundation
import Testing

/// `marquee movie` with posters, run as the built binary against the fixture server, whose lookup of
/// `itunes:1895068396` points its artwork at the server's own tiny PNG and JPEG.
///
/// The tests cannot give the binary a terminal, so `MARQUEE_TEST_OUTPUT_IS_TERMINAL=1` (a test-only switch) makes
/// the image decision treat the pipe as one; everything else about the decision is the real one.
@Suite("marquee movie posters, end to end", .serialized)
struct PosterEndToEndTests {
    private static let film = "itunes:1895068396"
    private static let asTerminal = ["MARQUEE_TEST_OUTPUT_IS_TERMINAL": "1"]
    private static let posters = ScriptServer.repositoryRoot.appending(
        path: "Package/MarqueeData/Tests/Fixtures/posters")

    private static func run(
        _ arguments: [String], home: TemporaryHome, store: String, environment: [String: String] = [:]
    ) throws -> BinaryRun {
        var variables = ["MARQUEE_ITUNES_URL": store, "MARQUEE_HTTP_TIMEOUT_MS": "2000", "TERM": "xterm-256color"]
        variables.merge(environment) { $1 }
        return try BinaryRun.run(arguments, home: home.url, environment: variables)
    }

    /// The film's text without a poster, from the second run, so it says "saved on …" like the runs compared with it.
    private static func plain(home: TemporaryHome, store: String) throws -> BinaryRun {
        _ = try run(["movie", film, "--images", "off"], home: home, store: store)
        return try run(["movie", film, "--images", "off"], home: home, store: store)
    }

    private static func fixture(_ name: String) throws -> String {
        try Data(contentsOf: posters.appending(path: name)).base64EncodedString()
    }

    @Test("--images kitty on a terminal writes the text, then the PNG poster as one kitty escape in a 20×15 box")
    func kitty() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let plain = try Self.plain(home: home, store: server.goodURL)
        let run = try Self.run(
            ["movie", Self.film, "--images", "kitty"], home: home, store: server.goodURL, environment: Self.asTerminal)

        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("Michael (2026)\n"))
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout
                == plain.stdout + "\u{1B}_Ga=T,f=100,q=2,c=20,r=15,m=0;" + (try Self.fixture("poster.png"))
                + "\u{1B}\\\n")
    }

    @Test("MARQUEE_IMAGES=iterm on a terminal writes the text, then the JPEG poster as one iTerm2 escape")
    func iterm() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }
        let jpeg = try Data(contentsOf: Self.posters.appending(path: "poster.jpg"))

        let plain = try Self.plain(home: home, store: server.goodURL)
        let run = try Self.run(
            ["movie", Self.film], home: home, store: server.goodURL,
            environment: Self.asTerminal.merging(["MARQUEE_IMAGES": "iterm"]) { $1 })

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout
                == plain.stdout + "\u{1B}]1337;File=inline=1;size=\(jpeg.count);width=20;height=15;"
                + "preserveAspectRatio=1:\(jpeg.base64EncodedString())\u{07}\n")
    }

    @Test("Piped, inside tmux, or with --images off, no escape is written whatever the mode")
    func noImage() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        defer { server.stop() }

        let plain = try Self.plain(home: home, store: server.goodURL)
        let piped = try Self.run(["movie", Self.film, "--images", "kitty"], home: home, store: server.goodURL)
        let tmux = try Self.run(
            ["movie", Self.film, "--images", "kitty"], home: home, store: server.goodURL,
            environment: Self.asTerminal.merging(["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 })
        let off = try Self.run(
            ["movie", Self.film, "--images", "off"], home: home, store: server.goodURL, environment: Self.asTerminal)

        for run in [piped, tmux, off] {
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
            #expect(run.stdout == plain.stdout)
            #expect(!run.stdout.contains("\u{1B}"))
        }
    }

    @Test("A poster once shown comes from the cache when the server is gone")
    func cachedPoster() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try FixtureServer()
        let store = server.goodURL
        _ = try Self.run(["movie", Self.film, "--images", "off"], home: home, store: store)
        let first = try Self.run(
            ["movie", Self.film, "--images", "kitty"], home: home, store: store, environment: Self.asTerminal)
        server.stop()

        let again = try Self.run(
            ["movie", Self.film, "--images", "kitty"], home: home, store: store, environment: Self.asTerminal)

        #expect(first.stdout.hasSuffix("\u{1B}\\\n"))
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
    }
}
