import MVIKit
import MVIKitTestSupport
import Observation
import Testing

/// A counter whose intents cover synchronous changes, follow-up intents, chains, fan-out and immediate sends.
private struct CounterReducer: Reducer {
    struct State: Equatable {
        var count = 0
        var added: [Int] = []
    }

    enum Intent: Sendable {
        case increment
        case incrementLater
        case incrementTwiceNow
        case chain(remaining: Int)
        case fanOut
        case add(Int)
    }

    func reduce(_ state: inout State, _ intent: Intent) -> Effect<Intent> {
        switch intent {
        case .increment:
            state.count += 1
            return .none

        case .incrementLater:
            return .run { send in await send(.increment) }

        case .incrementTwiceNow:
            state.count += 1
            return .send(.increment)

        case .chain(let remaining):
            state.count += 1
            guard remaining > 0 else { return .none }
            return .run { send in
                await Task.yield()
                await send(.chain(remaining: remaining - 1))
            }

        case .fanOut:
            return .merge(
                .run { send in await send(.add(1)) },
                .none,
                .run { send in await send(.add(2)) },
                .run(id: "three") { send in await send(.add(3)) }
            )

        case .add(let value):
            state.added.append(value)
            return .none
        }
    }
}

/// Loads under one id; each numbered load waits for its own gate, which ignores cancellation.
private struct LoadReducer: Reducer {
    struct State {
        var loaded: [Int] = []
    }

    enum Intent: Sendable {
        case load(Int)
        case loadAnonymously(Int)
        case loaded(Int)
        case stop
    }

    let gates: [Int: Gate]

    init(loads: [Int]) {
        gates = Dictionary(uniqueKeysWithValues: loads.map { ($0, Gate()) })
    }

    func gate(_ load: Int) -> Gate {
        guard let gate = gates[load] else { preconditionFailure("no gate for load \(load); list it in init(loads:)") }
        return gate
    }

    func reduce(_ state: inout State, _ intent: Intent) -> Effect<Intent> {
        switch intent {
        case .load(let load):
            return .run(id: "load") { [gate = gate(load)] send in
                await gate.wait()
                await send(.loaded(load))
            }

        case .loadAnonymously(let load):
            return .run { [gate = gate(load)] send in
                await gate.wait()
                await send(.loaded(load))
            }

        case .loaded(let load):
            state.loaded.append(load)
            return .none

        case .stop:
            return .cancel("load")
        }
    }
}

/// Long-running work that reports when it starts and when cancellation stops it.
private struct TickerReducer: Reducer {
    struct State {
        var ticked = false
    }

    enum Intent: Sendable {
        case start
        case ticked
        case stop
    }

    let started = Gate()
    let stopped = Gate()

    func reduce(_ state: inout State, _ intent: Intent) -> Effect<Intent> {
        switch intent {
        case .start:
            return .run(id: "tick") { [started, stopped] send in
                started.open()
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    stopped.open()
                }
                await send(.ticked)
            }

        case .ticked:
            state.ticked = true
            return .none

        case .stop:
            return .cancel("tick")
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreTests {
    @Test("A synchronous intent changes state at once and leaves no pending effect")
    func synchronousIntentMutatesState() {
        let store = Store(initialState: CounterReducer.State(), reducer: CounterReducer())

        store.send(.increment)

        #expect(store.state.count == 1)
        #expect(!store.hasPendingEffects)
        #expect(store.runningEffectCount == 0)
    }

    @Test("Observation tracking of the state fires when an intent changes it")
    func stateIsObservable() {
        let store = Store(initialState: CounterReducer.State(), reducer: CounterReducer())
        let changed = Flag()

        withObservationTracking {
            _ = store.state
        } onChange: {
            changed.raise()
        }
        #expect(!changed.isRaised)
        store.send(.increment)

        #expect(changed.isRaised)
    }

    @Test("An effect feeds a follow-up intent back into the store")
    func effectFeedsFollowUpIntent() async {
        let store = Store(initialState: CounterReducer.State(), reducer: CounterReducer())

        store.send(.incrementLater)
        #expect(store.hasPendingEffects)
        await store.settle()

        #expect(store.state.count == 1)
        #expect(!store.hasPendingEffects)
    }

    @Test("A send effect delivers its intent before the store returns, without starting a task")
    func sendEffectDeliversSynchronously() {
        let store = Store(initialState: CounterReducer.State(), reducer: CounterReducer())

        store.send(.incrementTwiceNow)

        #expect(store.state.count == 2)
        #expect(store.runningEffectCount == 0)
    }

    @Test("Settling waits for effects started by intents that other effects sent", arguments: [1, 5, 20])
    func settleWaitsForChainedEffects(links: Int) async {
        let store = Store(initialState: CounterReducer.State(), reducer: CounterReducer())

        store.send(.chain(remaining: links))
        await store.settle()

        #expect(store.state.count == links + 1)
        #expect(!store.hasPendingEffects)
        #expect(store.runningEffectCount == 0)
    }

    @Test("Merged effects all run, anonymous and identified alike")
    func mergedEffectsAllRun() async {
        let store = Store(initialState: CounterReducer.State(), reducer: CounterReducer())

        store.send(.fanOut)
        #expect(store.runningEffectCount == 3)
        await store.settle()

        #expect(store.state.added.sorted() == [1, 2, 3])
    }

    @Test("Anonymous runs never replace each other")
    func anonymousRunsRunSideBySide() async {
        let reducer = LoadReducer(loads: [1, 2])
        let store = Store(initialState: LoadReducer.State(), reducer: reducer)

        store.send(.loadAnonymously(1))
        store.send(.loadAnonymously(2))
        reducer.gate(2).open()
        reducer.gate(1).open()
        await store.settle()

        #expect(store.state.loaded.sorted() == [1, 2])
    }

    @Test(
        "A second run under the same id replaces the first, so only its result lands",
        arguments: [[1, 2], [2, 1]]
    )
    func sameIDSwitchesToLatest(releaseOrder: [Int]) async {
        let reducer = LoadReducer(loads: [1, 2])
        let store = Store(initialState: LoadReducer.State(), reducer: reducer)

        store.send(.load(1))
        store.send(.load(2))
        for load in releaseOrder {
            reducer.gate(load).open()
        }
        await store.settle()

        #expect(store.state.loaded == [2])
    }

    @Test("A replaced run that returns later does not unregister the newer run under the same id")
    func finishedOlderRunKeepsNewerRegistered() async {
        let reducer = LoadReducer(loads: [1, 2])
        let store = Store(initialState: LoadReducer.State(), reducer: reducer)
        store.send(.load(1))
        store.send(.load(2))

        reducer.gate(1).open()
        while store.runningEffectCount > 1 {
            await Task.yield()
        }
        #expect(store.hasPendingEffects)

        reducer.gate(2).open()
        await store.settle()
        #expect(store.state.loaded == [2])
    }

    @Test("Cancelling stops the work, drops its intent and leaves no pending effect")
    func cancelStopsWork() async {
        let reducer = TickerReducer()
        let store = Store(initialState: TickerReducer.State(), reducer: reducer)
        store.send(.start)
        await reducer.started.wait()

        store.send(.stop)
        #expect(!store.hasPendingEffects)
        await reducer.stopped.wait()
        await store.settle()

        #expect(!store.state.ticked)
        #expect(store.runningEffectCount == 0)
    }

    @Test("Cancelling an id with no running effect does nothing")
    func cancelUnknownIDIsHarmless() async {
        let reducer = LoadReducer(loads: [1])
        let store = Store(initialState: LoadReducer.State(), reducer: reducer)

        store.send(.stop)
        store.send(.loadAnonymously(1))
        store.send(.stop)
        reducer.gate(1).open()
        await store.settle()

        #expect(store.state.loaded == [1])
    }

    @Test("Cancelling everything drops the intents of identified and anonymous effects alike")
    func cancelAllDropsEveryEffect() async {
        let reducer = LoadReducer(loads: [1, 2])
        let store = Store(initialState: LoadReducer.State(), reducer: reducer)
        store.send(.load(1))
        store.send(.loadAnonymously(2))

        store.cancelAll()
        #expect(!store.hasPendingEffects)
        reducer.gate(1).open()
        reducer.gate(2).open()
        await store.settle()

        #expect(store.state.loaded.isEmpty)
    }

    @Test("Releasing the store cancels its running effects")
    func deinitCancelsEffects() async {
        let reducer = TickerReducer()
        var store: Store<TickerReducer>? = Store(initialState: TickerReducer.State(), reducer: reducer)
        store?.send(.start)
        await reducer.started.wait()

        store = nil

        // Returns only because the hour-long sleep was cancelled; the suite's time limit catches a leak.
        await reducer.stopped.wait()
    }

    @Test("A send handle kept after its effect returned delivers nothing")
    func sendAfterEffectReturnedIsDropped() async {
        let smuggled = Gate()
        let delivered = Gate()
        let store = Store(
            initialState: CounterReducer.State(),
            reducer: SmugglingReducer(go: smuggled, done: delivered)
        )

        store.send(.increment)
        await store.settle()
        smuggled.open()
        await delivered.wait()

        #expect(store.state.count == 0)
    }
}

/// Hands its send handle to a detached task and returns at once; the task sends later.
private struct SmugglingReducer: Reducer {
    let go: Gate
    let done: Gate

    func reduce(_ state: inout CounterReducer.State, _ intent: CounterReducer.Intent) -> Effect<CounterReducer.Intent> {
        switch intent {
        case .add:
            state.count += 1
            return .none
        default:
            return .run { [go, done] send in
                Task.detached {
                    await go.wait()
                    await send(.add(1))
                    done.open()
                }
            }
        }
    }
}
