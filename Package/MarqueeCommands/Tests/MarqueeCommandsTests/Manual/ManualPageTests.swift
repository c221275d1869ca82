import Foundation
import Testing

@testable import MarqueeCommands
@testable import MarqueeWords

/// The manual page, generated from the command table and the help texts.
@Suite("Manual page")
struct ManualPageTests {
    @Test("Every command and every option of the table has its entry, in every language", arguments: Language.allCases)
    func everyCommandAndOption(language: Language) {
        let page = ManualPage(l10n: Localizer(language)).text()
        let specs = CommandRegistry.all.map { $0.spec }
        let commands = specs.flatMap(\.names).filter {
            !page.contains(".TP\n\\fB\($0)\\fR") && !page.contains(", \\fB\($0)\\fR")
        }
        let options = (specs.flatMap(\.options) + CommandSpec.globalOptions).map(\.name)
            .filter { !page.contains("\\fB\($0.replacingOccurrences(of: "-", with: "\\-"))\\fR") }

        #expect(commands == [])
        #expect(options == [])
    }

    @Test("Every top-level option has its help on the page: the global ones and those that no command takes")
    func everyTopLevelOptionHasHelp() {
        let global = Set(CommandSpec.globalOptions.map(\.name))
        let missing = CompletionCatalog.topLevelOptions.map(\.name)
            .filter { !global.contains($0) && ManualPage.topLevelHelp[$0] == nil }
        #expect(missing == [])
    }

    @Test("The page has every section a manual page needs, in order")
    func sections() {
        let page = ManualPage(l10n: Localizer(.english)).text()
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }

        #expect(
            sections == [
                ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS", ".SH ENVIRONMENT",
                ".SH FILES", ".SH EXIT STATUS", ".SH EXAMPLES", ".SH SEE ALSO",
            ])
        #expect(
            page.hasPrefix(
                ".TH MARQUEE 1 \"\" \"marquee \(HelpText.version)\" \"User Commands\"\n.SH NAME\nmarquee \\- "))
    }

    @Test("Roff escaping keeps dashes, backslashes, leading dots and umlauts as written")
    func escaping() {
        #expect(Roff.escaped("--genre Sci-Fi") == "\\-\\-genre Sci\\-Fi")
        #expect(Roff.escaped("a\\b") == "a\\eb")
        #expect(Roff.escaped(".start\n'quote") == "\\&.start\n\\&'quote")
        #expect(Roff.escaped("Komödie …") == "Kom\\[u00F6]die \\[u2026]")
    }

    @Test("groff -ww renders the page without a single warning", arguments: Language.allCases)
    func rendersWithoutWarnings(language: Language) throws {
        let groff = try #require(ShellTool.path("groff"), "groff is not installed; Scripts/test installs it")
        let page = ManualPage(l10n: Localizer(language)).text()
        let run = try ShellTool.run(groff, ["-ww", "-man", "-Tutf8"], input: page)

        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("marquee"))
    }
}
