import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

/// Every reaction ranks the feed again at once: the films behind the card in view follow it, the card in view and
/// those before it stay where they are.
@MainActor
struct FeedRerankTests {
    /// Crime dramas, animation and science fiction, so one like or save changes what should come next.
    private let catalog = ArrayCatalog(
        [
            Films.godfather, Films.toyStory, Films.taxiDriver, Films.furyRoad, Films.godfatherPartII, Films.arrival,
            Films.totoro, Films.heat,
        ])

    /// The feed of four the Domain ranks for `profile`, as the reducer shows it.
    private func feed(for profile: UserProfile) async throws -> [FeedCard] {
        let loadFeed = LoadFeedUseCase(catalog: catalog, profile: InMemoryProfileRepository(profile))
        return try await loadFeed.execute(limit: 4).recommendations.map {
            FeedCard(recommendation: $0, reactions: profile.reactions(to: $0.movie.id))
        }
    }

    private func loaded(_ cards: [FeedCard], at position: Int) -> FeedState {
        var state = FeedState(limit: 4)
        state.cards = .loaded(cards)
        state.position = position
        return state
    }

    /// The cards after a reaction at `position`: those up to it as shown (the one in view with `reactions`), then the
    /// feed ranked for `profile` less those films.
    private func reranked(
        _ shown: [FeedCard], at position: Int, reactions: Set<Reaction>, for profile: UserProfile
    ) async throws -> [FeedCard] {
        var kept = Array(shown.prefix(position + 1))
        kept[position].reactions = reactions
        let behind = try await feed(for: profile).filter { card in !kept.contains { $0.id == card.id } }
        return kept + behind.prefix(4 - kept.count)
    }

    @Test(
        "A like or a save ranks the films behind the card in view again at once; the cards up to it do not move",
        arguments: [(FeedIntent.likeTapped, Reaction.like), (.saveTapped, .save)]
    )
    func reactionReranksBehind(intent: FeedIntent, reaction: Reaction) async throws {
        let shown = try await feed(for: UserProfile())
        let repository = InMemoryProfileRepository()
        let store = Store(
            initialState: loaded(shown, at: 1), reducer: FeedReducer(catalog: catalog, profile: repository))
        let reacted = shown[1]

        store.send(intent)
        await store.settle()

        let profile =
            reaction == .like
            ? UserProfile(liked: [reacted.id: Fixture.now]) : UserProfile(saved: [reacted.id: Fixture.now])
        let cards = try await reranked(shown, at: 1, reactions: [reaction], for: profile)
        var expected = loaded(cards, at: 1)
        expected.lastReaction = FeedReaction(movieID: reacted.id, before: [], position: 1, card: reacted)
        #expect(store.state == expected)
        #expect(cards.dropFirst(2).map(\.id) != shown.dropFirst(2).map(\.id), "the reaction changes what comes next")
        #expect(await repository.stored == profile)
    }

    @Test("A pass takes the card off and ranks every film behind the card that takes its place again")
    func passReranksBehind() async throws {
        let shown = try await feed(for: UserProfile())
        let repository = InMemoryProfileRepository()
        let store = Store(
            initialState: loaded(shown, at: 1), reducer: FeedReducer(catalog: catalog, profile: repository))
        let passed = shown[1]

        store.send(.passTapped)
        await store.settle()

        let profile = UserProfile(passed: [passed.id: Fixture.now])
        let remaining = shown.filter { $0.id != passed.id }
        let cards = try await reranked(remaining, at: 1, reactions: remaining[1].reactions, for: profile)
        var expected = loaded(cards, at: 1)
        expected.lastReaction = FeedReaction(movieID: passed.id, before: [], position: 1, card: passed)
        #expect(store.state == expected)
        #expect(cards.count == 4, "the feed keeps its length")
        #expect(await repository.stored == profile)
    }

    @Test("A feed ranked again after the reader moved on keeps the card now in view and every card before it")
    func rerankKeepsTheCardNowInView() async throws {
        let shown = try await feed(for: UserProfile())
        let profile = UserProfile(liked: [shown[0].id: Fixture.now])
        let ranked = try await LoadFeedUseCase(catalog: catalog, profile: InMemoryProfileRepository(profile))
            .execute(limit: 4)
        var state = loaded(shown, at: 2)

        let effect = FeedReducer.unimplemented.reduce(&state, .upcomingLoaded(ranked))

        let cards = try await reranked(shown, at: 2, reactions: shown[2].reactions, for: profile)
        #expect(state == loaded(cards, at: 2))
        #expect(effect.isNone)
    }

    @Test("Storing a feed reaction that changed nothing does not rank the feed again")
    func unchangedReactionDoesNotRerank() {
        var state = Fixture.loadedFeed([Films.matrix, Films.heat])
        state.cards = .loaded([Fixture.card(Films.matrix), Fixture.card(Films.heat, [.like])])
        let initial = state

        let effect = FeedReducer.unimplemented.reduce(
            &state,
            .feedReactionStored(
                ReactionOutcome(movieID: Films.heat.id, movie: Films.heat, before: [.like], after: [.like]))
        )

        #expect(state == initial)
        #expect(effect.isNone)
    }

    @Test("A like stored from the feed asks for the feed ranked again, under one id so a newer reaction supersedes it")
    func storedLikeAsksForARerank() {
        var state = Fixture.loadedFeed([Films.matrix, Films.heat])

        let effect = FeedReducer.unimplemented.reduce(
            &state,
            .feedReactionStored(ReactionOutcome(movieID: Films.heat.id, movie: Films.heat, before: [], after: [.like]))
        )

        var expected = Fixture.loadedFeed([Films.matrix, Films.heat])
        expected.cards = .loaded([Fixture.card(Films.matrix), Fixture.card(Films.heat, [.like])])
        #expect(state == expected)
        #expect(effect.recorded == [.run("upcoming")])
    }
}
