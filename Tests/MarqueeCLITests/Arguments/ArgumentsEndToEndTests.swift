import Foundation
import Testing

/// The command line's own rules, run as the built binary: the global `--accessible`, web addresses, `app --json`,
/// usage lines and echoed arguments.
@Suite("marquee arguments, end to end", .serialized)
struct ArgumentsEndToEndTests {
    /// A pasted argument far too long to echo back whole.
    private static let huge = String(repeating: "a", count: 10_000)
    /// How every error echoes ``huge``: its first 60 characters, then its length.
    private static let hugeEcho = String(repeating: "a", count: 60) + "… (10,000 characters)"

    @Test("'marquee --accessible feed' prints the feed exactly as 'marquee feed' does")
    func accessibleBeforeATextCommand() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let plain = try BinaryRun.run(["feed", "--limit", "2"], home: home.url)
        let run = try BinaryRun.run(["--accessible", "feed", "--limit", "2"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(!plain.stdout.isEmpty)
        #expect(run.stdout == plain.stdout)
    }

    @Test("'marquee --accessible --json' prints tonight's document exactly as 'marquee --json' does")
    func accessibleWithJSON() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let plain = try BinaryRun.run(["--json"], home: home.url)
        let run = try BinaryRun.run(["--accessible", "--json"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("{"))
        #expect(run.stdout == plain.stdout)
    }

    @Test("'marquee --accessible' and 'marquee --accessible app' open the linear app as 'app --accessible' does")
    func accessibleOpensTheLinearApp() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let app = try BinaryRun.run(["app", "--accessible"], home: home.url, input: "q\n")
        #expect(app.status == 0)
        #expect(!app.stdout.isEmpty)
        #expect(app.stderr.isEmpty)
        for arguments in [["--accessible"], ["--accessible", "app"]] {
            let run = try BinaryRun.run(arguments, home: home.url, input: "q\n")
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stderr.isEmpty, "\(arguments): \(run.stderr)")
            #expect(run.stdout == app.stdout, "\(arguments)")
        }
    }

    @Test(
        "--base-url accepts only an http or https URL with a host, for ask and model alike, and exits 64",
        arguments: [
            (
                ["ask", "sci-fi", "--base-url", "ftp://x"], "ftp://x",
                "marquee ask <request> [--limit N] [--online] [--offline] [--stream] [--no-stream] [--base-url URL] "
                    + "[--model NAME] [--json]", "ask"
            ),
            (
                ["model", "--base-url", "notaurl"], "notaurl",
                "marquee model [--base-url URL] [--model NAME] [--key-from-stdin] [--forget-key] [--json]", "model"
            ),
            (
                ["chat", "--base-url", "http://"], "http://",
                "marquee chat [--limit N] [--online] [--offline] [--stream] [--no-stream] [--base-url URL] "
                    + "[--model NAME] [--json]", "chat"
            ),
        ]
    )
    func baseURLIsValidatedOnce(arguments: [String], value: String, usage: String, command: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(arguments, home: home.url)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                marquee: --base-url expects an http or https URL with a host, such as http://127.0.0.1:8080, \
                got '\(value)'.
                Usage: \(usage)
                Run 'marquee \(command) --help' for more.

                """
        )
        #expect(!FileManager.default.fileExists(atPath: home.url.appending(path: "openai.json").path))
    }

    @Test("'app --json' is refused with exit 64, saying the app has no JSON and what prints picks as JSON")
    func appRefusesJSON() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["app", "--json"], home: home.url)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                {"error":{"code":"usage","exitCode":64,"message":"'app' has no JSON output: it opens the interactive \
                app. Leave out --json, or run 'marquee feed --json' for tonight's picks as JSON."}}

                """
        )
        let help = try BinaryRun.run(["app", "--help"], home: home.url)
        #expect(help.stdout.contains("Usage: marquee app [--accessible]\n"))
        #expect(!help.stdout.contains("--json"), "help does not offer what app refuses")
    }

    @Test(
        "Usage lines show required options without brackets and optional ones in brackets",
        arguments: [
            ("onboard", "marquee onboard --genres LIST [--json]"),
            ("export", "marquee export --letterboxd FILE [--json]"),
            (
                "recommend",
                "marquee recommend --year YEAR --duration TIME --type TYPE --rating RATING [--milder] "
                    + "[--backend URL] [--no-fallback] [--filter TEXT] [--json]"
            ),
            ("feed", "marquee feed [--limit N] [--genre G] [--json]"),
        ]
    )
    func usageLines(command: String, usage: String) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run([command, "--help"], home: home.url)
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false)[2] == "Usage: \(usage)")
    }

    @Test("An error echoes a 10,000-character argument as its first 60 characters and its length")
    func hugeArgumentsAreShortened() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let limit = try BinaryRun.run(["feed", "--limit", Self.huge], home: home.url)
        #expect(limit.status == 64)
        #expect(
            limit.stderr == """
                marquee: --limit expects a whole number from 1 to 100, got '\(Self.hugeEcho)'.
                Usage: marquee feed [--limit N] [--genre G] [--json]
                Run 'marquee feed --help' for more.

                """
        )
        let inline = try BinaryRun.run(["feed", "--genre=" + Self.huge], home: home.url)
        #expect(inline.status == 64)
        #expect(inline.stderr.hasPrefix("marquee: --genre does not know the genre '\(Self.hugeEcho)'. Accepted"))
        let command = try BinaryRun.run([Self.huge], home: home.url)
        #expect(command.status == 64)
        #expect(command.stderr.hasPrefix("marquee: unknown command '\(Self.hugeEcho)'.\nCommands: "))
        let movie = try BinaryRun.run(["movie", Self.huge], home: home.url)
        #expect(movie.status == 1)
        #expect(
            movie.stderr
                == "marquee: no film matches '\(Self.hugeEcho)'. Try 'marquee search <words from the title>'.\n")
    }
}
