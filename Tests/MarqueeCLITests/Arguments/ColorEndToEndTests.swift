import Foundation
import Testing

/// Colour decided once, run as the built binary on a pipe: `--color` wins over every variable, and the variables
/// follow the usual order.
@Suite("marquee colour, end to end", .serialized)
struct ColorEndToEndTests {
    private static let bold = "\u{1B}[1m"

    /// The output with the console's own styles taken out, to compare with a plain run.
    private static func unstyled(_ text: String) -> String {
        ["\u{1B}[1m", "\u{1B}[2m", "\u{1B}[0m"].reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
    }

    @Test(
        "On a pipe, colour is on for --color always (NO_COLOR too) and CLICOLOR_FORCE=1, off otherwise",
        arguments: [
            ([String](), [String: String](), false),
            (["--color", "always"], [:], true),
            (["--color=always"], [:], true),
            (["--color", "always"], ["NO_COLOR": "1"], true),
            ([], ["CLICOLOR_FORCE": "1"], true),
            ([], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false),
            (["--color", "never"], ["CLICOLOR_FORCE": "1"], false),
            (["--color", "auto"], ["TERM": "xterm"], false),
        ]
    )
    func colourOnAPipe(flags: [String], variables: [String: String], coloured: Bool) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let plain = try BinaryRun.run(["feed", "--limit", "2"], home: home.url)
        let run = try BinaryRun.run(flags + ["feed", "--limit", "2"], home: home.url, environment: variables)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix(Self.bold) == coloured, "\(run.stdout.debugDescription)")
        #expect(Self.unstyled(run.stdout) == plain.stdout)
    }

    @Test("--color bogus exits 64 naming auto, always and never, in English and German")
    func unknownValue() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let english = try BinaryRun.run(["--color", "bogus", "feed"], home: home.url)
        let german = try BinaryRun.run(["feed", "--lang", "de", "--color=bogus"], home: home.url)

        #expect(english.status == 64)
        #expect(english.stdout.isEmpty)
        #expect(
            english.stderr.hasPrefix(
                "marquee: --color does not know 'bogus'. Accepted values: auto, always, never.\nCommands: "))
        #expect(german.status == 64)
        #expect(german.stdout.isEmpty)
        #expect(
            german.stderr.hasPrefix("marquee: --color kennt 'bogus' nicht. Erlaubte Werte: auto, always, never.\n"))
    }
}
