import MVIKit
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

@MainActor
struct AppAskTests {
    private var askScreen: AppState {
        var state = AppFixture.initial
        state.screen = .ask
        return state
    }

    /// The Ask screen with a model's answer on screen (the last pick not in the catalog) and the cursor on `pick`.
    private func answered(cursorOn pick: Int) -> AppState {
        var state = askScreen
        state.ask = AskFixture.answered("heist films", .model(name: "test-model", AskFixture.modelAnswer))
        state.isEditingQuestion = false
        state.askCursor = pick
        return state
    }

    @Test("Typed characters edit the question without sending it; Backspace erases")
    func typingEditsTheQuestion() {
        var state = askScreen
        let reducer = AppReducer.unimplemented

        _ = reducer.reduce(&state, .textTyped("h"))
        _ = reducer.reduce(&state, .textTyped("x"))
        _ = reducer.reduce(&state, .textErased)
        let effect = reducer.reduce(&state, .textTyped("i"))

        var expected = askScreen
        expected.ask.question = "hi"
        #expect(state == expected)
        #expect(effect.recorded.isEmpty)
        #expect(state.isTyping)
    }

    @Test("Enter on an empty field shows a notice instead of asking; Escape dismisses it")
    func emptyQuestionNotice() {
        var state = askScreen
        let reducer = AppReducer.unimplemented

        let effect = reducer.reduce(&state, .selectTapped)
        #expect(effect.recorded.isEmpty)
        #expect(state.banner == AppBanner(.emptyQuestion, actions: [.dismiss]))
        #expect(state.banner?.isError == false)

        _ = reducer.reduce(&state, .backTapped)
        #expect(state == askScreen)
    }

    @Test("Enter asks under \"ask/request\"; down enters the picks, Enter opens a pick's detail, s saves it")
    func askOpenAndSave() async throws {
        let repository = InMemoryProfileRepository()
        let store = Store(initialState: askScreen, reducer: AppReducer(profile: repository))
        for character in "sci-fi" { store.send(.textTyped(character)) }
        var asking = store.state
        let effect = AppReducer.unimplemented.reduce(&asking, .selectTapped)
        #expect(effect.recorded == [.run("ask/request")])
        #expect(asking.isBusy)

        store.send(.selectTapped)
        await store.settle(ignoring: AppReducer.subscriptions)
        let answer = try await AskFixture.offline.execute("sci-fi")
        let first = try #require(answer.recommendations.first?.movie)
        #expect(
            store.state.ask == AskFixture.answered("sci-fi", .offline(request: "sci-fi", answer, fellBackBecause: nil)))
        #expect(store.state.isEditingQuestion, "typing stays in the field, ready for a follow-up")

        store.send(.cursorMoved(by: 1))
        #expect(!store.state.isEditingQuestion)
        #expect(store.state.selectedAskMovie == first)
        store.send(.selectTapped)
        // Saving waits for the panel to know the film and the shelf.
        await store.waitUntil { $0.detail?.details.value != nil && $0.detail?.savedIDs != nil }
        #expect(store.state.detail?.isSaved == false)
        #expect(store.state.detail?.movieID == first.id)

        store.send(.saveTapped)
        await store.waitUntil { $0.detail?.isSaved == true }
        #expect(await repository.stored.saved[first.id] != nil)

        store.send(.queryFocusTapped)
        #expect(store.state.isEditingQuestion)
        #expect(store.state.detail == nil)
        await store.settle(ignoring: AppReducer.subscriptions)
    }

    @Test("A pick the catalog lacks has no detail to open")
    func uncataloguedPickOpensNothing() {
        var state = answered(cursorOn: 2)
        let before = state
        let effect = AppReducer.unimplemented.reduce(&state, .selectTapped)
        #expect(state == before)
        #expect(effect.recorded.isEmpty)
        #expect(state.focusedMovieID == nil)
    }

    @Test("The cursor walks the picks and goes back to the field from the first one")
    func cursorWalksThePicks() {
        var state = answered(cursorOn: 0)
        let reducer = AppReducer.unimplemented

        _ = reducer.reduce(&state, .cursorMoved(by: 5))
        #expect(state.askCursor == 2)
        _ = reducer.reduce(&state, .cursorMoved(by: -2))
        #expect(state.selectedAskMovie == Films.heat)
        _ = reducer.reduce(&state, .cursorMoved(by: -1))
        #expect(state == answered(cursorOn: 0).with { $0.isEditingQuestion = true })
    }

    @Test("A failed question shows a banner; Retry asks again and Start over forgets the conversation")
    func failedQuestion() {
        var state = answered(cursorOn: 1)
        state.ask.answer = .failed(.model(.rateLimited))
        #expect(state.banner == AppBanner(.askFailed(.model(.rateLimited)), actions: [.retry, .startOver]))

        var retried = state
        let retry = AppReducer.unimplemented.reduce(&retried, .refreshTapped)
        #expect(retry.recorded == [.run("ask/request")])
        #expect(retried.ask.answer == .loading)
        #expect(retried.isEditingQuestion)

        let startOver = AppReducer.unimplemented.reduce(&state, .startOverTapped)
        #expect(startOver.recorded == [.cancel("ask/request")])
        #expect(state == askScreen)
    }
}

extension AppState {
    /// A copy with one change, for stating an expected state next to the one it differs from.
    fileprivate func with(_ change: (inout AppState) -> Void) -> AppState {
        var copy = self
        change(&copy)
        return copy
    }
}
