import MVIKit
import MVIKitTestSupport
import Testing

private enum Child: Sendable, Equatable {
    case loaded(Int)
    case failed
}

private enum Parent: Sendable, Equatable {
    case child(Child)
    case other
}

/// A parent reducer that runs a child's effects scoped under "child", and records what reaches it.
@MainActor
private struct ParentReducer: Reducer {
    let childEffect: @MainActor @Sendable () -> Effect<Child>

    func reduce(_ state: inout [Parent], _ intent: Parent) -> Effect<Parent> {
        state.append(intent)
        guard intent == .other else { return .none }
        return childEffect().scoped("child", Parent.child)
    }
}

@Suite
struct EffectScopeTests {
    @Test("Scoping prefixes every id with the child's name and wraps every sent intent, in order")
    func operationsAreRenamed() {
        let child: Effect<Child> = .merge(
            .cancel("load"),
            .run(id: "load") { _ in },
            .run { _ in },
            .send(.failed)
        )
        let scoped = child.scoped("feed", Parent.child)
        #expect(
            scoped.operations == [
                .cancel("feed/load"), .run(id: "feed/load"), .run(id: nil), .send(.child(.failed)),
            ]
        )
    }

    @Test("A scoped run delivers the child's intents to the parent, wrapped")
    @MainActor
    func scopedRunDelivers() async {
        let store = Store(
            initialState: [],
            reducer: ParentReducer { .run(id: "load") { send in await send(.loaded(7)) } }
        )
        store.send(.other)
        await store.settle()
        #expect(store.state == [.other, .child(.loaded(7))])
    }

    @Test("A scoped cancel stops the child's run under the renamed id, so its intent never arrives")
    @MainActor
    func scopedCancelStopsTheRun() async {
        let gate = Gate()
        let store = Store(
            initialState: [],
            reducer: ParentReducer {
                .merge(
                    .run(id: "load") { send in
                        await gate.wait()
                        await send(.loaded(1))
                    },
                    .cancel("load")
                )
            }
        )
        store.send(.other)
        #expect(!store.hasPendingEffects)
        gate.open()
        await store.settle()
        #expect(store.state == [.other])
    }
}
