import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueeSearchTestSupport
import MarqueeWords
import Testing

@testable import MarqueeCommands

/// `marquee discover` on in-memory doubles, through the Discover reducer.
@MainActor
struct DiscoverCommandTests {
    /// A store whose featured chart is `films` and whose genre charts are empty (dropped).
    private static func store(_ films: [Movie]) -> StubShop {
        var charts: [ChartGenre?: Result<Sourced<[Movie]>, CatalogError>] = [
            nil: .success(Sourced(films, source: .live))
        ]
        for genre in ChartGenre.allCases { charts[genre] = .success(Sourced([], source: .live)) }
        return StubShop(charts: charts)
    }

    @Test("--refresh is one first load past the cache: the cached store is never asked")
    func refreshSkipsTheCache() async throws {
        let live = Self.store([Films.heat, Films.matrix])
        // A StubShop with no charts records an issue if it is asked for one.
        let fixture = CommandFixture(shop: StubShop(), refreshing: live)

        try await DiscoverCommand(genre: nil, country: "us", refresh: true).run(in: fixture.context())

        let catalog = try await FetchDiscoverUseCase(store: live, catalog: fixture.catalog).execute(country: "us")
        let l10n = Localizer(.english)
        let text = DiscoverText(
            console: fixture.output.console, l10n: l10n, sources: SourceText(l10n: l10n, country: "us"))
        #expect(fixture.output.out == [text.text(catalog) + "\n"])
    }
}
