import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeSearchTestSupport
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee like|save|pass` and their undos on in-memory doubles, through the Reaction reducer.
@MainActor
struct ReactCommandTests {
    /// The command as typed: `words[0]` is the verb, the rest the film's name.
    private static func command(_ words: [String]) throws -> ReactCommand {
        var arguments = ParsedArguments(command: words[0], l10n: Localizer(.english))
        arguments.positionals = Array(words.dropFirst())
        return try ReactCommand(arguments)
    }

    @Test("'like heat 1995' likes the film by title and says so")
    func likesByTitle() async throws {
        let fixture = CommandFixture()

        try await Self.command(["like", "heat", "1995"]).run(in: fixture.context())

        let outcome = ReactionOutcome(movieID: Films.heat.id, movie: Films.heat, before: [], after: [.like])
        let text = ReactionText(l10n: Localizer(.english)).text(outcome, reaction: .like, isUndo: false)
        #expect(fixture.output.out == [text + "\n"])
        #expect(await fixture.profile.stored.reactions(to: Films.heat.id) == [.like])
    }

    @Test("A name that matches no film fails with the verb typed, and nothing is stored")
    func unknownNameRepeatsTheVerb() async throws {
        let fixture = CommandFixture()
        let naming: CatalogError
        do {
            _ = try await FindMovieUseCase(catalog: fixture.catalog).execute("no such film")
            Issue.record("the name was expected to match nothing")
            return
        } catch {
            naming = error
        }

        await #expect(throws: CommandFailure.naming(naming, verb: "save")) {
            try await Self.command(["save", "no such film"]).run(in: fixture.context())
        }
        #expect(await fixture.profile.stored == .empty)
    }

    @Test("'unpass' takes back a pass on a raw id the catalog no longer has")
    func undoesARawID() async throws {
        let gone = MovieID("tt0000001")
        let fixture = CommandFixture(profile: InMemoryProfileRepository(UserProfile(passed: [gone: .now])))

        try await Self.command(["unpass", gone.rawValue]).run(in: fixture.context(.json))

        let outcome = ReactionOutcome(movieID: gone, movie: nil, before: [.pass], after: [])
        #expect(
            fixture.output.out == [
                JSONOutput.encode(ReactionJSON(outcome: outcome, reaction: .pass, isUndo: true)) + "\n"
            ])
        #expect(await fixture.profile.stored == .empty)
    }
}
