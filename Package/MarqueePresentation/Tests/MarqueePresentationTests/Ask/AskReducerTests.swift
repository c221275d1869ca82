import MVIKit
import MVIKitTestSupport
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// Asking, streaming, follow-ups, failures that keep what was shown, retry and start over.
@MainActor
struct AskReducerTests {
    private typealias Fixture = AskFixture

    @Test("An empty question is refused with a notice and nothing is sent", arguments: ["", "   ", "\n\t"])
    func emptyQuestionIsRefused(question: String) {
        var state = AskState()
        state.question = question
        let effect = Fixture.reducer(nil).reduce(&state, .askNow)

        var expected = AskState()
        expected.question = question
        expected.notice = .emptyQuestion
        #expect(state == expected)
        #expect(effect.recorded.isEmpty)
    }

    @Test("Typing again clears the empty-question notice")
    func typingClearsTheNotice() {
        var state = AskState()
        state.notice = .emptyQuestion
        _ = Fixture.reducer(nil).reduce(&state, .questionChanged("h"))

        var expected = AskState()
        expected.question = "h"
        #expect(state == expected)
    }

    @Test("Asking empties the field and shows loading under one request id")
    func askNowStartsLoading() {
        var state = AskState()
        state.question = "  heist films "
        let effect = Fixture.reducer(nil).reduce(&state, .askNow)

        var expected = AskState()
        expected.asked = "heist films"
        expected.answer = .loading
        #expect(state == expected)
        #expect(effect.recorded == [.run("request")])
    }

    @Test("With no model the question is answered offline, and the conversation records it")
    func answersOffline() async throws {
        let store = Fixture.store(nil)
        store.send(.questionChanged("space horror"))
        store.send(.askNow)
        await store.settle()

        let answer = try await Fixture.offline.execute("space horror")
        #expect(!answer.recommendations.isEmpty)
        #expect(
            store.state
                == Fixture.answered("space horror", .offline(request: "space horror", answer, fellBackBecause: nil)))
    }

    @Test("Picks show as they stream in while the reply is still loading, then the whole answer replaces them")
    func picksStreamWhileLoading() async {
        let gate = Gate(onCancel: .stopWaiting)
        let model = SequencedChatModel([
            .init(streaming: Array(Fixture.reply.picks.prefix(2)), then: .success(Fixture.reply), gate: gate)
        ])
        let store = Fixture.store(model)
        store.send(.questionChanged("heist films"))
        store.send(.askNow)
        await Fixture.waitUntil(store) { $0.streamed.count == 2 }

        var streaming = AskState()
        streaming.asked = "heist films"
        streaming.answer = .loading
        streaming.streamed = Array(Fixture.grounded.prefix(2))
        #expect(store.state == streaming)
        #expect(store.state.shownMovies == [Films.heat, Films.alien])

        gate.open()
        await store.settle()
        #expect(store.state == Fixture.answered("heist films", .model(name: "test-model", Fixture.modelAnswer)))
    }

    @Test("A failure after picks were shown keeps them on screen, and the conversation does not record it")
    func failureKeepsStreamedPicks() async {
        let model = SequencedChatModel([
            .init(streaming: [Fixture.heatPick], then: .failure(.streamError(message: "overloaded")))
        ])
        let store = Fixture.store(model)
        store.send(.questionChanged("heist films"))
        store.send(.askNow)
        await store.settle()

        var failed = AskState()
        failed.asked = "heist films"
        failed.answer = .failed(.model(.streamError(message: "overloaded")))
        failed.streamed = [Fixture.grounded[0]]
        #expect(store.state == failed)
        #expect(store.state.shownMovies == [Films.heat])
    }

    @Test(
        "An unreachable model falls back offline unless it is required",
        arguments: [(false, true), (true, false)]
    )
    func fallsBackWhenUnreachable(required: Bool, answersOffline: Bool) async throws {
        let unreachable = ChatModelError.unreachable(reason: .cannotConnect)
        let model = SequencedChatModel([.init(streaming: [], then: .failure(unreachable))])
        let store = Fixture.store(model, required: required)
        store.send(.questionChanged("space horror"))
        store.send(.askNow)
        await store.settle()

        if answersOffline {
            let answer = try await Fixture.offline.execute("space horror")
            let outcome = AskOutcome.offline(request: "space horror", answer, fellBackBecause: unreachable)
            #expect(store.state == Fixture.answered("space horror", outcome))
        } else {
            var failed = AskState()
            failed.asked = "space horror"
            failed.answer = .failed(.model(unreachable))
            #expect(store.state == failed)
        }
    }

    @Test("A second question is a follow-up: the model sees the numbered answer before it")
    func followUpKeepsTheConversation() async throws {
        let second = ChatModelReply(picks: [Fixture.alienPick])
        let model = SequencedChatModel([.answers(Fixture.reply), .answers(second)])
        let store = Fixture.store(model)
        store.send(.questionChanged("heist films"))
        store.send(.askNow)
        await store.settle()
        let first = store.state
        store.send(.questionChanged("more like the second one"))
        store.send(.askNow)
        await store.settle()

        let answer = AskModelAnswer(picks: [Fixture.grounded[1]], unreadable: 0, total: 1, wasCut: false)
        #expect(
            store.state
                == Fixture.answered("more like the second one", .model(name: "test-model", answer), before: first))
        let sent = try #require(model.received.last)
        #expect(
            sent.exchanges == [
                .init(question: "heist films", picks: Fixture.modelAnswer.picks.map(\.pick)),
                .init(question: "more like the second one"),
            ])
    }

    @Test("Offline, a follow-up's 'the second one' is read as the second title of the answer before")
    func offlineFollowUpIsRewritten() async throws {
        let store = Fixture.store(nil)
        store.send(.questionChanged("sci-fi"))
        store.send(.askNow)
        await store.settle()
        let first = store.state
        let second = try #require(first.previousTitles.dropFirst().first)
        store.send(.questionChanged("more like the second one"))
        store.send(.askNow)
        await store.settle()

        let request = "more like \(second)"
        // The follow-up narrows the first request: still sci-fi, now like that film.
        let answer = try await Fixture.offline.execute(request, refining: first.conversation.understood)
        #expect(
            store.state
                == Fixture.answered(
                    "more like the second one", .offline(request: request, answer, fellBackBecause: nil), before: first)
        )
    }

    @Test("A new question replaces the one in flight, whose picks never reach the screen")
    func newQuestionCancelsTheOld() async {
        let held = Gate(onCancel: .stopWaiting)
        let second = ChatModelReply(picks: [Fixture.alienPick])
        let model = SequencedChatModel([
            .answers(ChatModelReply(picks: [Fixture.heatPick]), gate: held),
            .answers(second),
        ])
        let store = Fixture.store(model)
        store.send(.questionChanged("heist films"))
        store.send(.askNow)
        // The first reply has surely reached the model once its first pick is on screen.
        await Fixture.waitUntil(store) { !$0.streamed.isEmpty }
        store.send(.questionChanged("space horror"))
        store.send(.askNow)
        await store.settle()
        held.open()
        await store.settle()

        let answer = AskModelAnswer(picks: [Fixture.grounded[1]], unreadable: 0, total: 1, wasCut: false)
        #expect(store.state == Fixture.answered("space horror", .model(name: "test-model", answer)))
    }

    @Test("Retry sends the last question again, whatever the field says now")
    func retryResendsTheLastQuestion() async {
        let model = SequencedChatModel([
            .init(streaming: [], then: .failure(.rateLimited)), .answers(Fixture.reply),
        ])
        let store = Fixture.store(model)
        store.send(.questionChanged("heist films"))
        store.send(.askNow)
        await store.settle()
        store.send(.questionChanged("something else"))
        store.send(.retry)
        await store.settle()

        var expected = Fixture.answered("heist films", .model(name: "test-model", Fixture.modelAnswer))
        expected.question = "something else"
        #expect(store.state == expected)
        #expect(model.received.map { $0.exchanges.last?.question } == ["heist films", "heist films"])
    }

    @Test("Start over forgets the conversation, and a question in flight can no longer change the screen")
    func startOverForgetsEverything() async {
        let held = Gate(onCancel: .stopWaiting)
        let model = SequencedChatModel([.answers(Fixture.reply), .answers(Fixture.reply, gate: held)])
        let store = Fixture.store(model, state: AskState(limit: 3, modelName: "test-model"))
        store.send(.questionChanged("heist films"))
        store.send(.askNow)
        await store.settle()
        store.send(.questionChanged("more"))
        store.send(.askNow)
        await Fixture.waitUntil(store) { $0.streamed.count == 3 }

        store.send(.startOver)
        held.open()
        await store.settle()
        #expect(store.state == AskState(limit: 3, modelName: "test-model"))
    }

    @Test("A streamed pick that arrives with no question in flight is ignored")
    func latePickIsIgnored() {
        var state = Fixture.answered("heist films", .model(name: "test-model", Fixture.modelAnswer))
        let before = state
        let effect = Fixture.reducer(nil).reduce(&state, .pickStreamed(Fixture.grounded[0]))
        #expect(state == before)
        #expect(effect.recorded.isEmpty)
    }
}
