import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeSearchTestSupport
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee search` on in-memory doubles: the catalog's part first, then the store's, as the Search reducer shows
/// them.
@MainActor
struct SearchCommandTests {
    private static let storeHeat = Movie(id: MovieID("itunes:7"), title: "Heat", year: 1995)

    private static func shop() -> StubShop {
        StubShop(searches: ["heat": .success(Sourced([storeHeat], source: .live))])
    }

    /// What the Domain finds for `heat`: the catalog's results, then the merged ones.
    private static func expected(_ fixture: CommandFixture) async throws -> (local: SearchResults, found: SearchResults)
    {
        let search = SearchMoviesUseCase(catalog: fixture.catalog, store: fixture.shop)
        let local = try await search.searchCatalog("heat", limit: 10)
        return (local, try await search.addingShop(to: local, country: "us", limit: 10))
    }

    @Test("Text goes out in two writes: the catalog's results, then the store's part")
    func textInTwoWrites() async throws {
        let fixture = CommandFixture(shop: Self.shop())

        try await SearchCommand(query: "heat", limit: 10, country: "us").run(in: fixture.context())

        let (local, found) = try await Self.expected(fixture)
        let text = SearchResultsText(
            console: fixture.output.console, l10n: Localizer(.english), country: "us",
            deadline: ShopAccess.defaultDeadline)
        #expect(fixture.output.out == [text.catalogPart(local) + "\n", text.storePart(found) + "\n"])
        #expect(fixture.output.error == "")
    }

    @Test("--json waits for the store and prints one document")
    func jsonInOneWrite() async throws {
        let fixture = CommandFixture(shop: Self.shop())

        try await SearchCommand(query: "heat", limit: 10, country: "us").run(in: fixture.context(.json))

        let found = try await Self.expected(fixture).found
        #expect(
            fixture.output.out == [
                JSONOutput.encode(SearchJSON(found, country: "us", l10n: Localizer(.english))) + "\n"
            ])
    }

    @Test("A catalog that cannot be searched fails the command, and nothing is printed")
    func catalogFailure() async {
        let missing = CatalogError.unavailable(reason: "The bundled catalog is missing")
        let fixture = CommandFixture(catalog: ArrayCatalog(failingWith: missing), shop: Self.shop())

        await #expect(throws: CommandFailure.catalog(missing)) {
            try await SearchCommand(query: "heat", limit: 10, country: "us").run(in: fixture.context())
        }
        #expect(fixture.output.out == [])
    }
}
