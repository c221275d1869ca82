import MVIKit
import MVIKitTestSupport
import MarqueeDomain
import MarqueeDomainTestSupport
import MarqueePresentation
import Testing

/// Submit, progress, results, retry, start over, the local filter, and failures that never blank the screen.
@MainActor
struct RecommendRequestTests {
    private typealias Fixture = RecommendFixture

    private static func loaded(
        _ answer: FormRecommendations = Fixture.answer,
        allowsFallback: Bool = true
    ) -> RecommendState {
        var state = RecommendState(input: Fixture.input, allowsFallback: allowsFallback)
        state.answer = .loaded(answer)
        state.lastForm = answer.form
        return state
    }

    @Test("A valid submit shows loading under one request id, then the answer, remembering the form")
    func submitLoadsTheAnswer() async {
        var state = RecommendState(input: Fixture.input)
        let effect = Fixture.reducer(nil).reduce(&state, .submitTapped)
        var loading = RecommendState(input: Fixture.input)
        loading.answer = .loading
        loading.lastForm = Fixture.form
        #expect(state == loading)
        #expect(effect.recorded == [.run("recommend")])

        let store = Fixture.store(SequencedRecommender([.init(.success(Fixture.reply))]))
        store.send(.submitTapped)
        await store.settle()
        #expect(store.state == Self.loaded())
    }

    @Test("'Waking up' shows while a slow service answers, and the answer clears it")
    func progressShowsWhileLoading() async {
        let gate = Gate(onCancel: .stopWaiting)
        let store = Fixture.store(
            SequencedRecommender([
                .init(.success(Fixture.reply), progress: [.wakingUp], beforeAnswer: { await gate.wait() })
            ]))
        store.send(.submitTapped)
        await Fixture.waitUntil(store) { $0.progress != nil }

        var waking = RecommendState(input: Fixture.input)
        waking.answer = .loading
        waking.lastForm = Fixture.form
        waking.progress = .wakingUp
        #expect(store.state == waking)

        gate.open()
        await store.settle()
        #expect(store.state == Self.loaded())
    }

    @Test("Retry sends the last request again, even after the fields were changed")
    func retryResendsTheLastRequest() async {
        let offline = RecommenderError.offline(reason: .other("Connection refused"))
        let service = SequencedRecommender([.init(.failure(offline)), .init(.success(Fixture.reply))])
        let store = Fixture.store(service, state: RecommendState(input: Fixture.input, allowsFallback: false))
        store.send(.submitTapped)
        await store.settle()

        var failed = RecommendState(input: Fixture.input, allowsFallback: false)
        failed.answer = .failed(.service(offline))
        failed.lastForm = Fixture.form
        #expect(store.state == failed)

        store.send(.fieldChanged(.year, "1999"))
        store.send(.retryTapped)
        await store.settle()

        var expected = Self.loaded(allowsFallback: false)
        expected.input.year = "1999"
        #expect(store.state == expected)
        #expect(service.received == [Fixture.form, Fixture.form])
    }

    @Test("Start over resets the form and results, and a request in flight can no longer change the screen")
    func startOverResetsEverything() async {
        let gate = Gate(onCancel: .stopWaiting)
        let service = SequencedRecommender([
            .init(.success(Fixture.reply)),
            .init(.success(Fixture.reply), progress: [.wakingUp], beforeAnswer: { await gate.wait() }),
        ])
        let store = Fixture.store(service, state: RecommendState(input: Fixture.input, allowsFallback: false))
        store.send(.submitTapped)
        await store.settle()
        store.send(.filterChanged("nolan"))
        store.send(.submitTapped)
        // The held request reports progress, so the state changes once it is surely in flight.
        await Fixture.waitUntil(store) { $0.progress != nil }

        store.send(.startOverTapped)
        gate.open()
        await store.settle()
        #expect(store.state == RecommendState(allowsFallback: false))
    }

    @Test(
        "The filter narrows results by title, genre or director, catalog's or service's words, without a new request",
        arguments: [
            ("", ["tt2543164", "tt6751668", "service:knives-out-2019"]),
            ("villeneuve", ["tt2543164"]),
            ("SCI", ["tt2543164"]),
            ("rian", ["service:knives-out-2019"]),
            ("comedy", ["tt6751668", "service:knives-out-2019"]),
            ("parásite", ["tt6751668"]),
            ("knives mystery", ["service:knives-out-2019"]),
            ("western", []),
        ]
    )
    func filterNarrowsLocally(text: String, ids: [String]) async {
        let service = SequencedRecommender([.init(.success(Fixture.reply))])
        let store = Fixture.store(service)
        store.send(.submitTapped)
        await store.settle()
        store.send(.filterChanged(text))

        var expected = Self.loaded()
        expected.filter = text
        #expect(store.state == expected)
        #expect(store.state.visiblePicks.map(\.id.rawValue) == ids)
        #expect(!store.hasPendingEffects)
        #expect(service.received.count == 1)
    }

    @Test("A failure while results are on screen keeps them and shows a notice, which can be dismissed")
    func failureKeepsTheResults() async {
        let error = RecommenderError.serviceFailed(status: 500, message: "Model prediction failed.")
        let service = SequencedRecommender([.init(.success(Fixture.reply)), .init(.failure(error))])
        let store = Fixture.store(service, state: RecommendState(input: Fixture.input, allowsFallback: false))
        store.send(.submitTapped)
        await store.settle()
        store.send(.submitTapped)
        #expect(store.state.isRefreshing)
        #expect(store.state.answer == .loaded(Fixture.answer))
        await store.settle()

        var expected = Self.loaded(allowsFallback: false)
        expected.notice = .requestFailed(.service(error))
        #expect(store.state == expected)

        store.send(.noticeDismissed)
        #expect(store.state == Self.loaded(allowsFallback: false))
    }

    @Test("With fallback allowed, a failing service is answered locally and the answer says so")
    func failureFallsBackVisibly() async {
        let error = RecommenderError.offline(reason: .other("Connection refused"))
        let store = Fixture.store(SequencedRecommender([.init(.failure(error))]))
        store.send(.submitTapped)
        await store.settle()
        #expect(store.state.answer.value?.source == .localFallback(because: error))
        #expect(store.state.notice == nil)
    }
}
