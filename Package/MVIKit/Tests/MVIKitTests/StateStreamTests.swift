import MVIKit
import Testing

private struct TallyReducer: Reducer {
    enum Intent: Sendable {
        case add(Int)
    }

    func reduce(_ state: inout Int, _ intent: Intent) -> Effect<Intent> {
        switch intent {
        case .add(let amount):
            state += amount
            return .none
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StateStreamTests {
    @Test("The state stream yields the current state first, then the state after each intent")
    func yieldsCurrentThenEachNewState() async {
        let store = Store(initialState: 10, reducer: TallyReducer())
        var states = store.states().makeAsyncIterator()

        #expect(await states.next() == 10)
        store.send(.add(1))
        #expect(await states.next() == 11)
        store.send(.add(5))
        #expect(await states.next() == 16)
    }

    @Test("A slow reader skips straight to the newest state")
    func slowReaderSeesNewestState() async {
        let store = Store(initialState: 0, reducer: TallyReducer())
        var states = store.states().makeAsyncIterator()

        store.send(.add(1))
        store.send(.add(2))
        store.send(.add(3))

        #expect(await states.next() == 6)
    }

    @Test("Every stream gets every change, and a stream opened later starts from the state at that time")
    func streamsAreIndependent() async {
        let store = Store(initialState: 0, reducer: TallyReducer())
        var early = store.states().makeAsyncIterator()
        store.send(.add(2))
        var late = store.states().makeAsyncIterator()

        #expect(await early.next() == 2)
        #expect(await late.next() == 2)
        store.send(.add(3))
        #expect(await early.next() == 5)
        #expect(await late.next() == 5)
    }

    @Test("The state stream finishes when the store is released")
    func finishesWhenStoreIsReleased() async {
        var store: Store<TallyReducer>? = Store(initialState: 7, reducer: TallyReducer())
        let states = store?.states() ?? AsyncStream { $0.finish() }
        store?.send(.add(1))

        store = nil

        var seen: [Int] = []
        for await state in states {
            seen.append(state)
        }
        #expect(seen == [8])
    }
}
