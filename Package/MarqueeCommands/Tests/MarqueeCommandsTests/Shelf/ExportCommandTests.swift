import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee export` on in-memory doubles, through the Export reducer.
@MainActor
struct ExportCommandTests {
    private static let shelf = UserProfile(liked: [Films.heat.id: .now], saved: [Films.matrix.id: .now])

    private static func export(_ path: String) throws -> ExportCommand {
        var arguments = ParsedArguments(command: "export", l10n: Localizer(.english))
        arguments.values["--letterboxd"] = path
        return try ExportCommand(arguments)
    }

    private static func rows(_ fixture: CommandFixture) async throws -> [ShelfExportRow] {
        try await ExportShelfUseCase(catalog: fixture.catalog, profile: fixture.profile, format: TitleLines()).rows()
    }

    @Test("Exporting to a file writes the encoded rows and says how many")
    func exportsToAFile() async throws {
        let fixture = CommandFixture(profile: InMemoryProfileRepository(Self.shelf))

        try await Self.export("shelf.csv").run(in: fixture.context())

        let rows = try await Self.rows(fixture)
        #expect(fixture.files.contents(of: "shelf.csv") == TitleLines().encode(rows))
        #expect(fixture.output.out == [ExportText(l10n: Localizer(.english)).text(rows, path: "shelf.csv") + "\n"])
    }

    @Test("Exporting to '-' prints the file and nothing else")
    func exportsToStandardOutput() async throws {
        let fixture = CommandFixture(profile: InMemoryProfileRepository(Self.shelf))

        try await Self.export("-").run(in: fixture.context())

        #expect(fixture.output.bytes == TitleLines().encode(try await Self.rows(fixture)))
        #expect(fixture.output.out == [])
        #expect(fixture.files.contents(of: "-") == nil)
    }
}
