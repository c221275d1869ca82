import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeSearchTestSupport
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee movie` on in-memory doubles, through the Detail reducer's `open(query:)`.
@MainActor
struct MovieCommandTests {
    /// A store that knows no film by that title, so the detail is the catalog's alone.
    private static func shop() -> StubShop { StubShop(matches: .success(Sourced(nil, source: .live))) }

    private static func detail(_ fixture: CommandFixture) async throws -> DetailedMovie {
        try await LoadMovieDetailUseCase(catalog: fixture.catalog, store: fixture.shop, matcher: fixture.shop)
            .execute(Films.heat.id, country: "us")
    }

    @Test("Text prints the catalog's head at once, then the rest, with the film's reactions")
    func textInTwoWrites() async throws {
        let fixture = CommandFixture(
            profile: InMemoryProfileRepository(UserProfile(liked: [Films.heat.id: .now])), shop: Self.shop())

        try await MovieCommand(query: "heat 1995", country: "us").run(in: fixture.context())

        let text = MovieDetailText(console: fixture.output.console, l10n: Localizer(.english))
        let head = text.head(DetailedMovie(details: MovieDetails(movie: Films.heat), source: .bundled))
        let remainder = text.remainder(
            after: head, try await Self.detail(fixture), reactions: [.like], country: "us")
        #expect(fixture.output.out == [head.joined(separator: "\n") + "\n", remainder + "\n"])
    }

    @Test("--json prints one document with the film's reactions")
    func json() async throws {
        let fixture = CommandFixture(
            profile: InMemoryProfileRepository(UserProfile(saved: [Films.heat.id: .now])), shop: Self.shop())

        try await MovieCommand(query: Films.heat.id.rawValue, country: "us").run(in: fixture.context(.json))

        let document = MovieDetailJSON(try await Self.detail(fixture), reactions: [.save], l10n: Localizer(.english))
        #expect(fixture.output.out == [JSONOutput.encode(document) + "\n"])
    }

    @Test("A name that matches nothing fails as the catalog's error, and nothing is printed")
    func unknownName() async throws {
        let fixture = CommandFixture(shop: Self.shop())
        let caught: CatalogError
        do {
            _ = try await FindMovieUseCase(catalog: fixture.catalog).execute("no such film")
            Issue.record("the name was expected to match nothing")
            return
        } catch {
            caught = error
        }

        await #expect(throws: CommandFailure.catalog(caught)) {
            try await MovieCommand(query: "no such film", country: "us").run(in: fixture.context())
        }
        #expect(fixture.output.out == [])
    }
}
