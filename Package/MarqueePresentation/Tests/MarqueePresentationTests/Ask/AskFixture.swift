import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import MarqueeRequests

/// Replies, reducers and stores shared by the Ask suites.
@MainActor
enum AskFixture {
    static let heatPick = ChatPick(title: "Heat", year: 1995, reason: "A heist done right.")
    static let alienPick = ChatPick(title: "Alien", year: 1979, reason: "Dread in space.")
    static let unknownPick = ChatPick(title: "Nowhere Film", year: 2003, reason: "Obscure and good.")

    /// A model reply of three picks, the last one not in the catalog.
    static let reply = ChatModelReply(picks: [heatPick, alienPick, unknownPick])

    /// ``reply`` grounded in the in-memory catalog.
    static let grounded = [
        GroundedPick(pick: heatPick, movie: Films.heat),
        GroundedPick(pick: alienPick, movie: Films.alien),
        GroundedPick(pick: unknownPick, movie: nil),
    ]

    /// ``reply`` as the use case answers it.
    static let modelAnswer = AskModelAnswer(picks: grounded, unreadable: 0, total: 3, wasCut: false)

    /// The offline engine over the in-memory catalog and an empty profile.
    static let offline = AskCatalogUseCase(
        catalog: ArrayCatalog(Films.dozen), profile: InMemoryProfileRepository(.empty),
        reader: OfflineRequestReader())

    /// The reducer asking `model`, or answering offline when it is `nil`.
    static func reducer(_ model: SequencedChatModel?, required: Bool = false) -> AskReducer {
        let ask = model.map {
            AskModelUseCase(model: $0, catalog: ArrayCatalog(Films.dozen), profile: InMemoryProfileRepository(.empty))
        }
        return AskReducer(ask: AskQuestionUseCase(model: ask, offline: offline, requiresModel: required))
    }

    /// The offline reducer that stores reactions in `profile`, dated ``Fixture/now``.
    static func reacting(in profile: InMemoryProfileRepository) -> AskReducer {
        let react = ReactToMovieUseCase(catalog: ArrayCatalog(Films.dozen), profile: profile, now: { Fixture.now })
        return AskReducer(ask: AskQuestionUseCase(model: nil, offline: offline), react: react)
    }

    /// A store over ``reducer(_:required:)`` starting from `state`.
    static func store(_ model: SequencedChatModel?, state: AskState = AskState(), required: Bool = false)
        -> Store<AskReducer>
    {
        Store(initialState: state, reducer: reducer(model, required: required))
    }

    /// Waits until the store's state satisfies `condition`.
    static func waitUntil(_ store: Store<AskReducer>, _ condition: (AskState) -> Bool) async {
        for await state in store.states() where condition(state) { return }
    }

    /// The state after `question` was answered with `outcome` in a fresh conversation.
    static func answered(_ question: String, _ outcome: AskOutcome, before: AskState = AskState()) -> AskState {
        var state = before
        state.asked = question
        state.question = ""
        state.notice = nil
        state.streamed = []
        state.conversation.ask(question)
        state.conversation.answer(outcome.chatPicks, understood: outcome.understood)
        state.previousTitles = outcome.chatPicks.map(\.title)
        state.previousMovies = outcome.movies
        state.answer = .loaded(outcome)
        return state
    }
}
