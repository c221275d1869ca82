import Foundation
import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeSearchTestSupport
import Testing

@MainActor
struct ReactionReducerTests {
    private static func reducer(_ profile: InMemoryProfileRepository) -> ReactionReducer {
        let catalog = ArrayCatalog(Films.dozen)
        return ReactionReducer(
            react: ReactToMovieUseCase(catalog: catalog, profile: profile, now: { Fixture.now }),
            findMovie: FindMovieUseCase(catalog: catalog),
            loadProfile: LoadProfileUseCase(profile: profile)
        )
    }

    /// What the Domain records for `reaction` on `id` over a profile starting as `profile`: the outcome and the
    /// profile stored afterwards.
    private static func recorded(_ reaction: Reaction, _ id: MovieID, from profile: UserProfile, undo: Bool = false)
        async throws -> (outcome: ReactionOutcome, profile: UserProfile)
    {
        let repository = InMemoryProfileRepository(profile)
        let react = ReactToMovieUseCase(catalog: ArrayCatalog(Films.dozen), profile: repository, now: { Fixture.now })
        let outcome =
            undo ? try await react.undo(reaction, movieID: id) : try await react.execute(reaction, movieID: id)
        return (outcome, await repository.stored)
    }

    private static func finished(_ outcome: ReactionOutcome) -> ReactionState {
        var state = ReactionState()
        state.outcome = .loaded(outcome)
        return state
    }

    private static func failed(_ failure: ReactionFailure) -> ReactionState {
        var state = ReactionState()
        state.outcome = .failed(failure)
        return state
    }

    @Test("A like by title goes recording, then holds what changed, and the profile keeps it")
    func likesByTitle() async throws {
        let profile = InMemoryProfileRepository()
        let store = Store(initialState: ReactionState(), reducer: Self.reducer(profile))

        store.send(.react(.like, naming: "heat 1995"))
        var recording = ReactionState()
        recording.outcome = .loading
        #expect(store.state == recording)
        await store.settle()

        let expected = try await Self.recorded(.like, Films.heat.id, from: .empty)
        #expect(store.state == Self.finished(expected.outcome))
        #expect(await profile.stored == expected.profile)
    }

    @Test("An undo by id takes the reaction back")
    func undoesByID() async throws {
        let before = UserProfile(saved: [Films.matrix.id: Fixture.daysAgo(2)])
        let store = Store(initialState: ReactionState(), reducer: Self.reducer(InMemoryProfileRepository(before)))

        store.send(.undo(.save, naming: Films.matrix.id.rawValue))
        await store.settle()

        let expected = try await Self.recorded(.save, Films.matrix.id, from: before, undo: true)
        #expect(store.state == Self.finished(expected.outcome))
    }

    @Test("A name that matches no film fails as naming, and nothing is stored")
    func unknownNameFails() async throws {
        let profile = InMemoryProfileRepository()
        let store = Store(initialState: ReactionState(), reducer: Self.reducer(profile))

        store.send(.react(.save, naming: "no such film at all"))
        await store.settle()

        let naming: CatalogError
        do {
            _ = try await FindMovieUseCase(catalog: ArrayCatalog(Films.dozen)).execute("no such film at all")
            Issue.record("the name was expected to match nothing")
            return
        } catch {
            naming = error
        }
        #expect(store.state == Self.failed(.naming(naming)))
        #expect(await profile.stored == .empty)
    }

    @Test("An undo accepts a raw id the catalog lacks when the profile holds that reaction")
    func undoesARawIDTheProfileHolds() async throws {
        let gone = MovieID("tt0000001")
        let before = UserProfile(passed: [gone: Fixture.daysAgo(3)])
        let profile = InMemoryProfileRepository(before)
        let store = Store(initialState: ReactionState(), reducer: Self.reducer(profile))

        store.send(.undo(.pass, naming: gone.rawValue))
        await store.settle()

        let expected = try await Self.recorded(.pass, gone, from: before, undo: true)
        #expect(store.state == Self.finished(expected.outcome))
        #expect(await profile.stored == expected.profile)
    }

    @Test("A profile that cannot be read while checking a raw id fails as profile")
    func unreadableProfileFailsAsProfile() async {
        let profile = InMemoryProfileRepository(failingLoadsWith: Fixture.unreadable)
        let store = Store(initialState: ReactionState(), reducer: Self.reducer(profile))

        store.send(.undo(.like, naming: "tt0000001"))
        await store.settle()

        #expect(store.state == Self.failed(.profile(Fixture.unreadable)))
    }

    @Test("A profile that cannot be written fails as storing")
    func unwritableProfileFailsAsStoring() async {
        let profile = InMemoryProfileRepository(failingUpdatesWith: Fixture.diskFull)
        let store = Store(initialState: ReactionState(), reducer: Self.reducer(profile))

        store.send(.react(.like, naming: Films.heat.id.rawValue))
        await store.settle()

        #expect(store.state == Self.failed(.storing(.profile(Fixture.diskFull))))
    }

    @Test("A second reaction while one is in flight is ignored and starts no work")
    func ignoresASecondReaction() {
        var state = ReactionState()
        state.outcome = .loading

        let effect = Self.reducer(InMemoryProfileRepository()).reduce(&state, .react(.like, naming: "heat"))

        var expected = ReactionState()
        expected.outcome = .loading
        #expect(state == expected)
        #expect(effect.recorded == [])
    }
}
