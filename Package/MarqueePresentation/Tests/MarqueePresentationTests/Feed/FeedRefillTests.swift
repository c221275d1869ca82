import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

/// A pass takes a card off the feed; the feed ranks again with the pass stored and fills the place behind.
@MainActor
struct FeedRefillTests {
    /// Five films for a feed of three, so every pass has a film to bring in.
    private let catalog = ArrayCatalog(
        [Films.matrix, Films.heat, Films.alien, Films.godfather, Films.toyStory])

    /// The feed of three the Domain ranks for `profile` over the five films, as the reducer shows it.
    private func feed(for profile: UserProfile) async throws -> [FeedCard] {
        let loadFeed = LoadFeedUseCase(catalog: catalog, profile: InMemoryProfileRepository(profile))
        let ranked = try await loadFeed.execute(limit: 3)
        return ranked.recommendations.map {
            FeedCard(recommendation: $0, reactions: profile.reactions(to: $0.movie.id))
        }
    }

    private func loaded(_ cards: [FeedCard], at position: Int) -> FeedState {
        var state = FeedState(limit: 3)
        state.cards = .loaded(cards)
        state.position = position
        return state
    }

    /// The best film the feed ranks once `passed` is passed that is not already among `shown`.
    private func incoming(after passed: FeedCard, shown: [FeedCard]) async throws -> FeedCard {
        let ranked = try await feed(for: UserProfile(passed: [passed.id: Fixture.now]))
        return try #require(ranked.first { card in !shown.contains { $0.id == card.id } })
    }

    @Test("A pass fills the place it left with the best film not on the feed, behind the cards in view")
    func passFillsTheFeed() async throws {
        let shown = try await feed(for: UserProfile())
        let repository = InMemoryProfileRepository()
        let store = Store(
            initialState: loaded(shown, at: 0), reducer: FeedReducer(catalog: catalog, profile: repository))

        store.send(.passTapped)
        await store.settle()

        let passed = shown[0]
        var expected = loaded(Array(shown.dropFirst()) + [try await incoming(after: passed, shown: shown)], at: 0)
        expected.lastReaction = FeedReaction(movieID: passed.id, before: [], position: 0, card: passed)
        #expect(store.state == expected)
        #expect(await repository.stored == UserProfile(passed: [passed.id: Fixture.now]))
    }

    @Test("A pass on the last card shows the film that fills its place, not the card before it")
    func passOnTheLastCardShowsTheNewFilm() async throws {
        let shown = try await feed(for: UserProfile())
        let repository = InMemoryProfileRepository()
        let store = Store(
            initialState: loaded(shown, at: 2), reducer: FeedReducer(catalog: catalog, profile: repository))

        store.send(.passTapped)
        #expect(store.state.position == 1, "until the feed is ranked again, the card before it is in view")
        await store.settle()

        let passed = shown[2]
        var expected = loaded(Array(shown.prefix(2)) + [try await incoming(after: passed, shown: shown)], at: 2)
        expected.lastReaction = FeedReaction(movieID: passed.id, before: [], position: 2, card: passed)
        #expect(store.state == expected)
    }

    @Test("Undo after a refill brings the passed card back in its place and the feed keeps its length")
    func undoAfterRefillKeepsTheLength() async throws {
        let shown = try await feed(for: UserProfile())
        let repository = InMemoryProfileRepository()
        let store = Store(
            initialState: loaded(shown, at: 0), reducer: FeedReducer(catalog: catalog, profile: repository))

        store.send(.passTapped)
        await store.settle()
        store.send(.undoTapped)
        await store.settle()

        #expect(store.state == loaded(shown, at: 0))
        #expect(await repository.stored == UserProfile())
    }

    @Test("When ranking again fails, the cards stay and a notice says the feed could not be refreshed")
    func failedRefillKeepsTheCards() {
        var state = loaded([Fixture.card(Films.heat)], at: 0)

        let effect = FeedReducer.unimplemented.reduce(&state, .upcomingFailed(.catalog(.unavailable(reason: "gone"))))

        var expected = loaded([Fixture.card(Films.heat)], at: 0)
        expected.notice = .refreshFailed(.catalog(.unavailable(reason: "gone")))
        #expect(state == expected)
        #expect(effect.isNone)
    }
}
