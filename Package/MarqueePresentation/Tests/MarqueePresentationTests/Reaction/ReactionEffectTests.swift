import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// `ReactionReducer.effect`, the one effect every screen stores reactions with.
@MainActor
struct ReactionEffectTests {
    enum Intent: Sendable {
        case store([ReactionChange])
        case stored(ReactionOutcome)
        case failed(SourceError)
    }

    struct State: Equatable, Sendable {
        var outcomes: [ReactionOutcome] = []
        var failure: SourceError?
    }

    /// A screen that keeps every outcome and failure the effect sends back.
    struct Screen: Reducer {
        let react: ReactToMovieUseCase

        func reduce(_ state: inout State, _ intent: Intent) -> Effect<Intent> {
            switch intent {
            case .store(let changes):
                return ReactionReducer.effect(changes, using: react, stored: { .stored($0) }, failed: { .failed($0) })
            case .stored(let outcome):
                state.outcomes.append(outcome)
                return .none
            case .failed(let error):
                state.failure = error
                return .none
            }
        }
    }

    private static func screen(_ profile: InMemoryProfileRepository) -> Screen {
        Screen(react: ReactToMovieUseCase(catalog: ArrayCatalog(Films.dozen), profile: profile, now: { Fixture.now }))
    }

    @Test("Changes are stored in order, each outcome sent back")
    func storesInOrder() async throws {
        let before = UserProfile(saved: [Films.heat.id: Fixture.daysAgo(1)])
        let store = Store(initialState: State(), reducer: Self.screen(InMemoryProfileRepository(before)))

        store.send(.store([.react(.like, Films.matrix.id), .undo(.save, Films.heat.id)]))
        await store.settle()

        // What the Domain records for the same changes over the same profile.
        let reference = Self.screen(InMemoryProfileRepository(before)).react
        var expected = State()
        expected.outcomes = [
            try await reference.execute(.like, movieID: Films.matrix.id),
            try await reference.undo(.save, movieID: Films.heat.id),
        ]
        #expect(store.state == expected)
    }

    @Test("The first failure is sent back and stops the rest")
    func firstFailureStops() async {
        let profile = InMemoryProfileRepository(failingUpdatesWith: Fixture.diskFull)
        let store = Store(initialState: State(), reducer: Self.screen(profile))

        store.send(.store([.react(.like, Films.matrix.id), .react(.save, Films.heat.id)]))
        await store.settle()

        var expected = State()
        expected.failure = .profile(Fixture.diskFull)
        #expect(store.state == expected)
    }
}
