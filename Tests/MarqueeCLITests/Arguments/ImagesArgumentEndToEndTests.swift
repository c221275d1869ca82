import Foundation
import Testing

/// `--images` and `MARQUEE_IMAGES`, run as the built binary: a bad value is a usage error, a good one changes nothing
/// on a pipe.
@Suite("marquee --images, end to end", .serialized)
struct ImagesArgumentEndToEndTests {
    @Test(
        "Every accepted mode, as a flag or a variable, leaves a piped command's output as it was",
        arguments: [
            (["--images", "kitty"], [String: String]()),
            (["--images=iterm"], [:]),
            (["--images", "off"], [:]),
            (["--images", "auto"], ["MARQUEE_IMAGES": "bogus-but-overridden"]),
            ([], ["MARQUEE_IMAGES": "kitty"]),
        ]
    )
    func acceptedModes(flags: [String], variables: [String: String]) throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let plain = try BinaryRun.run(["feed", "--limit", "2"], home: home.url)
        let run = try BinaryRun.run(flags + ["feed", "--limit", "2"], home: home.url, environment: variables)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == plain.stdout)
    }

    @Test("--images bogus and MARQUEE_IMAGES=bogus exit 64 naming the four modes, in English and German")
    func unknownValue() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let flag = try BinaryRun.run(["--images", "bogus", "feed"], home: home.url)
        let variable = try BinaryRun.run(["feed"], home: home.url, environment: ["MARQUEE_IMAGES": "sixel"])
        let german = try BinaryRun.run(["feed", "--lang", "de", "--images=bogus"], home: home.url)

        #expect(flag.status == 64)
        #expect(flag.stdout.isEmpty)
        #expect(
            flag.stderr.hasPrefix(
                "marquee: --images does not know 'bogus'. Accepted values: auto, kitty, iterm, off.\nCommands: "))
        #expect(variable.status == 64)
        #expect(variable.stdout.isEmpty)
        #expect(
            variable.stderr.hasPrefix(
                "marquee: MARQUEE_IMAGES does not know 'sixel'. Accepted values: auto, kitty, iterm, off.\n"))
        #expect(german.status == 64)
        #expect(
            german.stderr.hasPrefix(
                "marquee: --images kennt 'bogus' nicht. Erlaubte Werte: auto, kitty, iterm, off.\n"))
    }

    @Test("--images without a value exits 64 saying it needs one")
    func missingValue() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let run = try BinaryRun.run(["feed", "--images"], home: home.url)

        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("marquee: --images needs a value: --images MODE\n"))
    }
}
