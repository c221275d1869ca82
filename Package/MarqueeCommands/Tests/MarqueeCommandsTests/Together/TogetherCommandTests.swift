import Foundation
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee together` on in-memory doubles, through the Together reducer.
@MainActor
struct TogetherCommandTests {
    private static func together(_ others: [String], save: String? = nil, limit: String? = nil) throws
        -> TogetherCommand
    {
        var arguments = ParsedArguments(command: "together", l10n: Localizer(.english))
        arguments.positionals = others
        if let save { arguments.values["--save"] = save }
        if let limit { arguments.values["--limit"] = limit }
        return try TogetherCommand(arguments)
    }

    private let members = InMemoryMembers(["ana.csv": "Heat", "ben.csv": "Alien"])

    @Test("Picks for two people print each pick with every person's reasons, and leave your own profile alone")
    func picks() async throws {
        let fixture = CommandFixture(members: members)

        try await Self.together(["ana.csv", "ben.csv"], limit: "3").run(in: fixture.context())

        let output = fixture.output.out.joined()
        #expect(output.hasPrefix("Picks for you and ana, ben\n"))
        #expect(output.contains("You: ") && output.contains("ana: ") && output.contains("ben: "))
        #expect(await fixture.profile.stored == .empty)
    }

    @Test("--json prints marquee.together/1 with the members, you first, and every pick's fits")
    func json() async throws {
        let fixture = CommandFixture(members: members)

        try await Self.together(["ana.csv"], limit: "2").run(in: fixture.context(.json))

        let document = try JSONSerialization.jsonObject(with: Data(fixture.output.out.joined().utf8)) as? [String: Any]
        #expect(document?["schema"] as? String == "marquee.together/1")
        let people = document?["members"] as? [[String: Any]]
        #expect(people?.map { $0["you"] as? Bool } == [true, false])
        #expect(people?.last?["name"] as? String == "ana")
        let picks = document?["picks"] as? [[String: Any]]
        #expect(picks?.count == 2)
        #expect((picks?.first?["fits"] as? [Any])?.count == 2)
    }

    @Test("A file that cannot be read fails naming it, and nothing is picked or saved")
    func unreadable() async {
        let fixture = CommandFixture(members: members)

        await #expect(
            throws: CommandFailure.member(
                TogetherMemberFailure(source: "nobody.csv", error: .fileNotFound(path: "nobody.csv")))
        ) {
            try await Self.together(["ana.csv", "nobody.csv"]).run(in: fixture.context())
        }
        #expect(fixture.output.out.isEmpty)
        #expect(members.saved.isEmpty)
    }

    @Test("--save keeps a person under a name, after reading them; a bad name is a usage error")
    func save() async throws {
        let fixture = CommandFixture(members: members)

        try await Self.together(["ana.csv"], save: "ana").run(in: fixture.context())

        #expect(fixture.output.out == ["Saved ana. Pick with them: marquee together ana\n"])
        #expect(members.saved == ["ana": "ana.csv"])
        #expect(throws: UsageError.self) { try Self.together(["ana.csv"], save: "../ana") }
        #expect(throws: UsageError.self) { try Self.together(["ana.csv", "ben.csv"], save: "ana") }
    }

    @Test("A together link names saved people only; a path in it is refused")
    func deepLink() throws {
        let l10n = Localizer(.english)
        #expect(try DeepLink.parse("marquee://together?with=ana,ben", l10n: l10n) == .together(["ana", "ben"]))
        #expect(throws: UsageError.self) { try DeepLink.parse("marquee://together?with=../etc/passwd", l10n: l10n) }
        #expect(throws: UsageError.self) { try DeepLink.parse("marquee://together", l10n: l10n) }
    }
}
