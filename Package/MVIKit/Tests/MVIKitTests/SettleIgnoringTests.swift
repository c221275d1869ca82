import MVIKit
import MVIKitTestSupport
import Testing

/// Starts a subscription that never ends under "follow", and a finite piece of work under "save".
@MainActor
private struct SubscriberReducer: Reducer {
    enum Intent: Sendable {
        case start
        case saved
        case stopFollowing
    }

    let gate: Gate

    func reduce(_ state: inout [String], _ intent: Intent) -> Effect<Intent> {
        switch intent {
        case .start:
            let gate = self.gate
            return .merge(
                .run(id: "follow") { _ in
                    while !Task.isCancelled { await Task.yield() }
                },
                .run(id: "save") { send in
                    await gate.wait()
                    await send(.saved)
                }
            )
        case .saved:
            state.append("saved")
            return .none
        case .stopFollowing:
            return .cancel("follow")
        }
    }
}

@Suite
struct SettleIgnoringTests {
    @Test("Settling while ignoring a subscription waits for the finite work only, and the subscription runs on")
    @MainActor
    func waitsForFiniteWork() async {
        let gate = Gate()
        let store = Store(initialState: [String](), reducer: SubscriberReducer(gate: gate))
        store.send(.start)

        let waiter = Task { await store.settle(ignoring: ["follow"]) }
        gate.open()
        await waiter.value

        #expect(store.state == ["saved"])
        #expect(store.hasPendingEffects)
        store.send(.stopFollowing)
        await store.settle()
        #expect(!store.hasPendingEffects)
    }

    @Test("Ignoring an id that is not running is the same as settling")
    @MainActor
    func ignoringNothingRunning() async {
        let gate = Gate()
        let store = Store(initialState: [String](), reducer: SubscriberReducer(gate: gate))
        store.send(.start)
        store.send(.stopFollowing)
        gate.open()

        await store.settle(ignoring: ["elsewhere"])

        #expect(store.state == ["saved"])
        #expect(store.runningEffectCount == 0)
    }
}
