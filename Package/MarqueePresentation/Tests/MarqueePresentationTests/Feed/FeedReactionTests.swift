import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct FeedReactionTests {
    private let threeFilms = [Films.matrix, Films.heat, Films.alien]
    /// A catalog of just the feed's films, so a pass leaves nothing new to fill in; `FeedRefillTests` covers that.
    private var feedOnly: ArrayCatalog { ArrayCatalog(threeFilms) }

    @Test("Like shows at once and is stored; liking again unlikes the card and takes the like out of the profile")
    func likeToggles() async throws {
        let repository = InMemoryProfileRepository()
        let initial = Fixture.loadedFeed(threeFilms)
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))

        store.send(.likeTapped)

        var liked = initial
        liked.cards = .loaded([
            Fixture.card(Films.matrix, [.like]), Fixture.card(Films.heat), Fixture.card(Films.alien),
        ])
        liked.lastReaction = FeedReaction(
            movieID: Films.matrix.id,
            before: [],
            position: 0,
            card: Fixture.card(Films.matrix)
        )
        #expect(store.state == liked)
        await store.settle()
        let likedProfile = UserProfile(liked: [Films.matrix.id: Fixture.now])
        #expect(store.state == (try await Fixture.reranked(liked, catalog: feedOnly, profile: likedProfile)))
        #expect(await repository.stored == likedProfile)

        store.send(.likeTapped)
        await store.settle()

        var unliked = initial
        unliked.lastReaction = FeedReaction(
            movieID: Films.matrix.id,
            before: [.like],
            position: 0,
            card: Fixture.card(Films.matrix, [.like])
        )
        #expect(store.state == (try await Fixture.reranked(unliked, catalog: feedOnly, profile: UserProfile())))
        #expect(await repository.stored == UserProfile())
    }

    @Test("Save marks the card in view saved and stores the save with the reaction's date")
    func saveIsStored() async throws {
        let repository = InMemoryProfileRepository()
        var initial = Fixture.loadedFeed(threeFilms)
        initial.position = 1
        initial.isShowingInfo = true
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))

        store.send(.saveTapped)
        await store.settle()

        var expected = initial
        expected.cards = .loaded([
            Fixture.card(Films.matrix), Fixture.card(Films.heat, [.save]), Fixture.card(Films.alien),
        ])
        expected.lastReaction = FeedReaction(
            movieID: Films.heat.id, before: [], position: 1, card: Fixture.card(Films.heat))
        let profile = UserProfile(saved: [Films.heat.id: Fixture.now])
        #expect(store.state == (try await Fixture.reranked(expected, catalog: feedOnly, profile: profile)))
        #expect(await repository.stored == profile)
    }

    @Test("Liking a passed card clears the pass on the card and in the profile")
    func likeClearsAPass() async throws {
        let repository = InMemoryProfileRepository(UserProfile(passed: [Films.matrix.id: Fixture.daysAgo(6)]))
        var initial = Fixture.loadedFeed(threeFilms)
        initial.cards = .loaded([
            Fixture.card(Films.matrix, [.pass]), Fixture.card(Films.heat), Fixture.card(Films.alien),
        ])
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))

        store.send(.likeTapped)
        await store.settle()

        var expected = initial
        expected.cards = .loaded([
            Fixture.card(Films.matrix, [.like]), Fixture.card(Films.heat), Fixture.card(Films.alien),
        ])
        expected.lastReaction = FeedReaction(
            movieID: Films.matrix.id,
            before: [.pass],
            position: 0,
            card: Fixture.card(Films.matrix, [.pass])
        )
        let profile = UserProfile(liked: [Films.matrix.id: Fixture.now])
        #expect(store.state == (try await Fixture.reranked(expected, catalog: feedOnly, profile: profile)))
        #expect(await repository.stored == profile)
    }

    @Test(
        "Pass takes the card off the feed, keeps the position inside it, closes the panel and stores the pass",
        arguments: [(0, 0), (1, 1), (2, 1)]
    )
    func passRemovesTheCard(at position: Int, landingAt landing: Int) async throws {
        let repository = InMemoryProfileRepository()
        var initial = Fixture.loadedFeed(threeFilms)
        initial.position = position
        initial.isShowingInfo = true
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))
        let passed = threeFilms[position]

        store.send(.passTapped)
        await store.settle()

        var expected = initial
        expected.cards = .loaded(threeFilms.filter { $0.id != passed.id }.map { Fixture.card($0) })
        expected.position = landing
        expected.isShowingInfo = false
        expected.lastReaction = FeedReaction(
            movieID: passed.id, before: [], position: position, card: Fixture.card(passed))
        let profile = UserProfile(passed: [passed.id: Fixture.now])
        #expect(store.state == (try await Fixture.reranked(expected, catalog: feedOnly, profile: profile)))
        #expect(await repository.stored == profile)
    }

    @Test("Passing on the only card leaves an empty feed at position zero")
    func passingTheLastCardEmptiesTheFeed() async {
        let repository = InMemoryProfileRepository()
        let initial = Fixture.loadedFeed([Films.godfather])
        let store = Store(
            initialState: initial,
            reducer: FeedReducer(catalog: ArrayCatalog([Films.godfather]), profile: repository))

        store.send(.passTapped)
        await store.settle()

        var expected = FeedState()
        expected.cards = .loaded([])
        expected.lastReaction = FeedReaction(
            movieID: Films.godfather.id,
            before: [],
            position: 0,
            card: Fixture.card(Films.godfather)
        )
        #expect(store.state == expected)
        #expect(await repository.stored == UserProfile(passed: [Films.godfather.id: Fixture.now]))
    }

    @Test(
        "A reaction that cannot be stored puts the card back as it was and shows why",
        arguments: [FeedIntent.likeTapped, .saveTapped, .passTapped]
    )
    func failedReactionRollsBack(intent: FeedIntent) async {
        let stored = UserProfile(preferredGenres: [.drama], hasCompletedOnboarding: true)
        let repository = InMemoryProfileRepository(stored, failingUpdatesWith: Fixture.diskFull)
        var initial = Fixture.loadedFeed(threeFilms)
        initial.position = 1
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))

        store.send(intent)
        await store.settle()

        var expected = initial
        expected.lastReaction = FeedReaction(
            movieID: Films.heat.id, before: [], position: 1, card: Fixture.card(Films.heat))
        expected.notice = .reactionFailed(.profile(Fixture.diskFull))
        #expect(store.state == expected)
        #expect(await repository.stored == stored)
    }

    @Test("A new reaction clears the notice of an earlier failure")
    func reactionClearsTheNotice() async throws {
        var initial = Fixture.loadedFeed(threeFilms)
        initial.notice = .reactionFailed(.profile(Fixture.diskFull))
        let store = Store(
            initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: InMemoryProfileRepository()))

        store.send(.saveTapped)
        await store.settle()

        var expected = Fixture.loadedFeed(threeFilms)
        expected.cards = .loaded([
            Fixture.card(Films.matrix, [.save]), Fixture.card(Films.heat), Fixture.card(Films.alien),
        ])
        expected.lastReaction = FeedReaction(
            movieID: Films.matrix.id,
            before: [],
            position: 0,
            card: Fixture.card(Films.matrix)
        )
        let profile = UserProfile(saved: [Films.matrix.id: Fixture.now])
        #expect(store.state == (try await Fixture.reranked(expected, catalog: feedOnly, profile: profile)))
    }

    @Test("A stored reaction overwrites the card's reactions with what the profile really holds")
    func reactionStoredOverwritesTheCard() {
        var state = Fixture.loadedFeed(threeFilms)
        state.cards = .loaded([
            Fixture.card(Films.matrix), Fixture.card(Films.heat, [.like]), Fixture.card(Films.alien),
        ])
        state.position = 1

        let effect = FeedReducer.unimplemented.reduce(
            &state,
            .reactionStored(
                ReactionOutcome(movieID: Films.heat.id, movie: Films.heat, before: [.save], after: [.like, .save]))
        )

        var expected = Fixture.loadedFeed(threeFilms)
        expected.cards = .loaded([
            Fixture.card(Films.matrix), Fixture.card(Films.heat, [.like, .save]), Fixture.card(Films.alien),
        ])
        expected.position = 1
        #expect(state == expected)
        #expect(effect.isNone)
    }

    @Test("A stored reaction for a film no longer on the feed changes nothing")
    func reactionStoredForAnAbsentFilmChangesNothing() {
        var state = Fixture.loadedFeed([Films.matrix, Films.heat])

        let effect = FeedReducer.unimplemented.reduce(
            &state,
            .reactionStored(
                ReactionOutcome(movieID: Films.arrival.id, movie: Films.arrival, before: [], after: [.like]))
        )

        #expect(state == Fixture.loadedFeed([Films.matrix, Films.heat]))
        #expect(effect.isNone)
    }

    @Test("A like stored next to a save made elsewhere leaves the card showing both")
    func likeShowsASaveMadeElsewhere() async throws {
        let repository = InMemoryProfileRepository(UserProfile(saved: [Films.matrix.id: Fixture.daysAgo(2)]))
        let initial = Fixture.loadedFeed(threeFilms)
        let store = Store(initialState: initial, reducer: FeedReducer(catalog: feedOnly, profile: repository))

        store.send(.likeTapped)
        await store.settle()

        var expected = initial
        expected.cards = .loaded([
            Fixture.card(Films.matrix, [.like, .save]), Fixture.card(Films.heat), Fixture.card(Films.alien),
        ])
        expected.lastReaction = FeedReaction(
            movieID: Films.matrix.id,
            before: [],
            position: 0,
            card: Fixture.card(Films.matrix)
        )
        let profile = UserProfile(liked: [Films.matrix.id: Fixture.now], saved: [Films.matrix.id: Fixture.daysAgo(2)])
        #expect(store.state == (try await Fixture.reranked(expected, catalog: feedOnly, profile: profile)))
    }

    @Test(
        "Reactions do nothing while no card is in view", arguments: [FeedIntent.likeTapped, .saveTapped, .passTapped])
    func reactionsWithoutACardDoNothing(intent: FeedIntent) {
        var initial = FeedState()
        initial.cards = .loaded([])
        let store = Store(initialState: initial, reducer: FeedReducer.unimplemented)

        store.send(intent)

        #expect(store.state == initial)
        #expect(!store.hasPendingEffects)
    }
}
