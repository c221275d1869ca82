import MVIKit
import MVIKitTestSupport
import Testing

/// An effect that parks on a gate, then hands one intent to `send`, raising a flag just before it does.
private struct RaceReducer: Reducer {
    struct State {
        var landed = 0
    }

    enum Intent: Sendable {
        case start
        case startRelayed
        case landed
        case cancel
        case replace
    }

    let parked = Gate()
    let go = Gate()
    let aboutToSend = Flag()

    func reduce(_ state: inout State, _ intent: Intent) -> Effect<Intent> {
        switch intent {
        case .start:
            return .run(id: "work") { [parked, go, aboutToSend] send in
                parked.open()
                await go.wait()
                aboutToSend.raise()
                await send(.landed)
            }

        case .startRelayed:
            // The intent is sent from a detached task, which is never cancelled, so only a check made by the
            // store (not `Task.isCancelled`) can stop it.
            return .run(id: "work") { [parked, go] send in
                let relay = Task.detached {
                    parked.open()
                    await go.wait()
                    await send(.landed)
                }
                await relay.value
            }

        case .landed:
            state.landed += 1
            return .none

        case .cancel:
            return .cancel("work")

        case .replace:
            return .run(id: "work") { _ in }
        }
    }
}

/// The ways an effect can lose the right to deliver intents.
enum Canceller: String, CaseIterable, Sendable {
    case cancelEffect
    case replaceByNewerRun
    case cancelAll

    @MainActor
    fileprivate func apply(to store: Store<RaceReducer>) {
        switch self {
        case .cancelEffect: store.send(.cancel)
        case .replaceByNewerRun: store.send(.replace)
        case .cancelAll: store.cancelAll()
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SendTests {
    /// Rounds per canceller; each round sets up the race afresh.
    private static let rounds = 200

    @Test(
        "An intent already on its way to the main actor is dropped when its effect is cancelled first",
        arguments: Canceller.allCases
    )
    func inFlightIntentOfCancelledEffectIsDropped(_ canceller: Canceller) async throws {
        var leaked = 0
        for _ in 0..<Self.rounds {
            let reducer = RaceReducer()
            let store = Store(initialState: RaceReducer.State(), reducer: reducer)
            store.send(.start)
            await reducer.parked.wait()

            // From here until the cancel the main actor never suspends. The effect, on another thread, passes the
            // point where a `Task.isCancelled` check would still say "not cancelled" and queues its delivery behind
            // this test. A store that only checked the task's flag before hopping would let the intent land.
            reducer.go.open()
            try #require(BusyWait.until { reducer.aboutToSend.isRaised })
            BusyWait.spin(for: .microseconds(500))
            canceller.apply(to: store)

            await store.settle()
            leaked += store.state.landed
            #expect(!store.hasPendingEffects)
        }
        #expect(leaked == 0)
    }

    @Test("A cancelled effect's intent is dropped even when it is sent from a task that is not cancelled")
    func intentFromUncancelledTaskIsDropped() async {
        let reducer = RaceReducer()
        let store = Store(initialState: RaceReducer.State(), reducer: reducer)
        store.send(.startRelayed)
        await reducer.parked.wait()

        store.send(.cancel)
        reducer.go.open()
        await store.settle()

        #expect(store.state.landed == 0)
    }

    @Test("The same relayed intent lands when nothing cancels its effect")
    func intentFromRelayLandsWithoutCancel() async {
        let reducer = RaceReducer()
        let store = Store(initialState: RaceReducer.State(), reducer: reducer)
        store.send(.startRelayed)
        reducer.go.open()
        await store.settle()

        #expect(store.state.landed == 1)
    }

    @Test("A send handle built outside a store passes each intent to its handler on the main actor")
    func handleForwardsToHandler() async {
        let received = Recorder()
        let send = Send<Int> { received.values.append($0) }

        await send(1)
        await send(2)

        #expect(received.values == [1, 2])
    }
}

/// Collects values on the main actor.
@MainActor
private final class Recorder {
    var values: [Int] = []
}
