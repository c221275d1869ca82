import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee import` on in-memory doubles, through the Import reducer's `importFile`.
@MainActor
struct ImportCommandTests {
    private static func importing(_ path: String) throws -> ImportCommand {
        var arguments = ParsedArguments(command: "import", l10n: Localizer(.english))
        arguments.positionals = [path]
        return try ImportCommand(arguments)
    }

    @Test("Importing reads the file by its path, saves its films and reports them")
    func importsAFile() async throws {
        let fixture = CommandFixture(files: InMemoryShelfFiles(["diary.csv": Data("Heat".utf8)]))

        try await Self.importing("diary.csv").run(in: fixture.context())

        let report = ImportReport(rowCount: 1, liked: [], saved: [Films.heat], withoutReaction: [], unmatched: [])
        #expect(fixture.output.out == [ImportText(l10n: Localizer(.english)).text(report, path: "diary.csv") + "\n"])
        #expect(await fixture.profile.stored.reactions(to: Films.heat.id) == [.save])
    }

    @Test("Importing a file that is not there fails as a transfer, and the profile is untouched")
    func importMissingFile() async {
        let fixture = CommandFixture()

        await #expect(throws: CommandFailure.transfer(.fileNotFound(path: "missing.csv"))) {
            try await Self.importing("missing.csv").run(in: fixture.context())
        }
        #expect(await fixture.profile.stored == .empty)
    }
}
