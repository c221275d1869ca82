import Testing

@testable import MarqueeCommands
@testable import MarqueeWords

/// The table-driven parser's rules, checked without running the binary.
@Suite("Command line parser")
struct CommandLineParserTests {
    private static let l10n = Localizer(.english)
    private static let form = CommandSpec(
        names: ["form"],
        abstract: .helpRecommendAbstract,
        options: [
            .value("--year", "YEAR", required: true, help: .helpRecommendYear),
            .flag("--milder", help: .helpRecommendMilder),
        ]
    )

    @Test("A required option shows without brackets in the usage line, an optional one and --json in brackets")
    func usageMarksRequiredOptions() {
        #expect(Self.form.usage() == "marquee form --year YEAR [--milder] [--json]")
    }

    @Test("A command without a JSON document leaves --json out of its usage line and refuses it with a usage error")
    func commandWithoutJSON() {
        let spec = CommandSpec(names: ["app"], abstract: .helpAppAbstract, printsJSON: false)
        #expect(spec.usage() == "marquee app")
        #expect(spec.acceptedGlobalOptions.map(\.name) == ["--help", "--lang", "--color", "--images"])
        #expect(throws: UsageError(Self.l10n(.usageNoJSON, "app"), command: "app")) {
            try CommandLineParser().parse(["--json"], for: spec, invokedAs: "app", l10n: Self.l10n)
        }
    }

    @Test(
        "A web address is an http or https URL with a host; anything else names the option and what it accepts",
        arguments: [
            ("http://127.0.0.1:8080", true), ("https://api.openai.com/v1", true), ("HTTP://localhost", true),
            ("ftp://x", false), ("notaurl", false), ("http://", false), ("file:///tmp/x", false), ("", false),
        ]
    )
    func webAddress(text: String, accepted: Bool) throws {
        var arguments = ParsedArguments(command: "model", l10n: Self.l10n)
        arguments.values["--base-url"] = text
        if accepted {
            #expect(try arguments.webAddress("--base-url") == text)
        } else {
            #expect(
                throws: UsageError(Self.l10n(.usageBadWebAddress, "--base-url", text), command: "model")
            ) { try arguments.webAddress("--base-url") }
        }
    }

    @Test("--accessible before '--' is taken out wherever it stands; after '--' it is an argument")
    func accessibleIsGlobal() {
        #expect(AccessibleArgument.extract(from: ["--accessible", "feed"]) == (true, ["feed"]))
        #expect(AccessibleArgument.extract(from: ["feed", "--accessible", "-n", "2"]) == (true, ["feed", "-n", "2"]))
        #expect(
            AccessibleArgument.extract(from: ["ask", "--", "--accessible"]) == (false, ["ask", "--", "--accessible"]))
        #expect(AccessibleArgument.extract(from: []) == (false, []))
    }

    @Test("An echoed argument over 200 characters is cut to 60, with its length; a 200-character path stays whole")
    func echoShortensLongArguments() {
        let long = String(repeating: "x", count: 201)
        let path = "/" + String(repeating: "p", count: 199)
        let echo = ArgumentEcho(arguments: ["feed", "--genre=" + long, path], l10n: Self.l10n)
        #expect(
            echo.shorten("got '\(long)' and '\(path)'")
                == "got '\(String(repeating: "x", count: 60))… (201 characters)' and '\(path)'")
        #expect(ArgumentEcho(arguments: [], l10n: Localizer(.german)).shortened(long).hasSuffix("… (201 Zeichen)"))
    }
}
