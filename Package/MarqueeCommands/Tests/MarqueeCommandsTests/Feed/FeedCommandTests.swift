import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

@testable import MarqueeCommands

/// `marquee feed` and `tonight` on in-memory doubles: the Feed reducer, run to its end.
@MainActor
struct FeedCommandTests {
    @Test("Loading runs the Feed reducer to the cards the Domain ranks")
    func loadRunsTheReducer() async throws {
        let fixture = CommandFixture()

        let state = try await FeedCommand.load(limit: 3, genre: nil, context: fixture.context())

        let feed = try await LoadFeedUseCase(catalog: fixture.catalog, profile: fixture.profile).execute(limit: 3)
        var expected = FeedState(limit: 3)
        expected.cards = .loaded(feed.recommendations.map { FeedCard(recommendation: $0, reactions: []) })
        expected.hasCompletedOnboarding = false
        #expect(state == expected)
    }

    @Test("A catalog that cannot be read fails the feed")
    func catalogFailure() async {
        let missing = CatalogError.unavailable(reason: "The bundled catalog is missing")
        let fixture = CommandFixture(catalog: ArrayCatalog(failingWith: missing))

        await #expect(throws: CommandFailure.feed(.catalog(missing))) {
            _ = try await FeedCommand.load(limit: 3, genre: nil, context: fixture.context())
        }
    }
}
