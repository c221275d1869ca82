import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// A chat's `save 2`: reacting to a pick of the last answer by its number.
@MainActor
struct AskReactionTests {
    private typealias Fixture = AskFixture

    /// The model's answer of Heat, Alien and a film the catalog lacks, as the state after it arrived.
    private static let answered = Fixture.answered("heist films", .model(name: "test-model", Fixture.modelAnswer))

    @Test("A reaction to a pick of the last answer is stored for that pick's film")
    func storesTheReaction() async {
        let profile = InMemoryProfileRepository()
        let store = Store(initialState: Self.answered, reducer: Fixture.reacting(in: profile))
        store.send(.reactNow(.save, pick: 2))

        var storing = Self.answered
        storing.reaction = AskReaction(reaction: .save, pick: 2, movie: Films.alien, phase: .loading)
        #expect(store.state == storing)

        await store.settle()
        var expected = Self.answered
        let outcome = ReactionOutcome(movieID: Films.alien.id, movie: Films.alien, before: [], after: [.save])
        expected.reaction = AskReaction(reaction: .save, pick: 2, movie: Films.alien, phase: .loaded(outcome))
        #expect(store.state == expected)
        #expect(await profile.stored.reactions(to: Films.alien.id) == [.save])
    }

    @Test("A number the last answer does not have is refused, and nothing is stored", arguments: [0, 4])
    func refusesAMissingPick(number: Int) {
        var state = Self.answered
        let effect = Fixture.reacting(in: InMemoryProfileRepository()).reduce(&state, .reactNow(.like, pick: number))

        var expected = Self.answered
        expected.reaction = AskReaction(reaction: .like, pick: number, movie: nil, phase: .failed(.noSuchPick))
        #expect(state == expected)
        #expect(effect.recorded.isEmpty)
    }

    @Test("A pick in the model's words only has no film to react to, and nothing is stored")
    func refusesAPickNotInTheCatalog() {
        var state = Self.answered
        let effect = Fixture.reacting(in: InMemoryProfileRepository()).reduce(&state, .reactNow(.save, pick: 3))

        var expected = Self.answered
        expected.reaction = AskReaction(reaction: .save, pick: 3, movie: nil, phase: .failed(.notInCatalog))
        #expect(state == expected)
        #expect(effect.recorded.isEmpty)
    }

    @Test("A reaction the profile cannot store says why")
    func reportsAFailedSave() async {
        let full = ProfileError.unwritable(path: "/profile.json", reason: "disk full")
        let profile = InMemoryProfileRepository(failingUpdatesWith: full)
        let store = Store(initialState: Self.answered, reducer: Fixture.reacting(in: profile))
        store.send(.reactNow(.like, pick: 1))
        await store.settle()

        var expected = Self.answered
        let failure = AskReactionError.notStored(.profile(full))
        expected.reaction = AskReaction(reaction: .like, pick: 1, movie: Films.heat, phase: .failed(failure))
        #expect(store.state == expected)
    }

    @Test("After a failed question the numbers still name the picks of the answer before it")
    func numbersOutliveAFailedQuestion() {
        let reducer = Fixture.reacting(in: InMemoryProfileRepository())
        var state = Self.answered
        state.question = "more"
        _ = reducer.reduce(&state, .askNow)
        _ = reducer.reduce(&state, .answerFailed(.model(.rateLimited)))
        let failed = state
        let effect = reducer.reduce(&state, .reactNow(.like, pick: 1))

        var expected = failed
        expected.reaction = AskReaction(reaction: .like, pick: 1, movie: Films.heat, phase: .loading)
        #expect(failed.answer == .failed(.model(.rateLimited)))
        #expect(failed.shownMovies.isEmpty)
        #expect(state == expected)
        #expect(effect.recorded == [.run("reaction")])
    }

    @Test("A reducer built without a way to store reactions ignores them")
    func ignoredWithoutReact() {
        var state = Self.answered
        let effect = Fixture.reducer(nil).reduce(&state, .reactNow(.save, pick: 1))
        #expect(state == Self.answered)
        #expect(effect.recorded.isEmpty)
    }

    @Test("A reaction's result with no reaction in flight changes nothing")
    func lateResultIsIgnored() {
        let reducer = Fixture.reacting(in: InMemoryProfileRepository())
        var state = Self.answered
        state.reaction = AskReaction(reaction: .save, pick: 3, movie: nil, phase: .failed(.notInCatalog))
        let before = state
        let outcome = ReactionOutcome(movieID: Films.heat.id, movie: Films.heat, before: [], after: [.save])
        _ = reducer.reduce(&state, .reactionStored(outcome))
        _ = reducer.reduce(&state, .reactionFailed(.profile(.unwritable(path: "/p", reason: "x"))))
        #expect(state == before)
    }

    @Test("Start over forgets the last answer's numbers and cancels a reaction still being stored")
    func startOverForgetsReactions() {
        let reducer = Fixture.reacting(in: InMemoryProfileRepository())
        var state = Self.answered
        _ = reducer.reduce(&state, .reactNow(.save, pick: 1))
        let effect = reducer.reduce(&state, .startOver)
        #expect(state == AskState())
        #expect(effect.recorded == [.cancel("request"), .cancel("reaction")])
    }
}
