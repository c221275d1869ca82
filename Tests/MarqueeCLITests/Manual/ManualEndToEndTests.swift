import Testing

@testable import MarqueeCommands
@testable import MarqueeWords

/// `marquee man`, run as the built binary: it prints the page the commands package generates and checks.
@Suite("marquee man, end to end")
struct ManualEndToEndTests {
    @Test("'marquee man' prints the page, and 'marquee man --lang de' the German one")
    func printedByTheBinary() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let english = try BinaryRun.run(["man"], home: home.url)
        let german = try BinaryRun.run(["man", "--lang", "de"], home: home.url)

        #expect(english.status == 0)
        #expect(english.stderr == "")
        #expect(english.stdout == ManualPage(l10n: Localizer(.english)).text())
        #expect(german.stdout == ManualPage(l10n: Localizer(.german)).text())
    }
}
