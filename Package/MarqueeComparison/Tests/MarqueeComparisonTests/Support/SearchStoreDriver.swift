import MVIKit
import MarqueeComparison

/// Drives the MVI variant: typing sends `queryChanged` to a store; the store itself knows when it has settled.
@MainActor
final class SearchStoreDriver: SearchDriver {
    private let store: Store<SearchReducer>

    init(_ reducer: SearchReducer) {
        store = Store(initialState: SearchState(), reducer: reducer)
    }

    var snapshot: SearchSnapshot { store.state.snapshot }

    func type(_ text: String) { store.send(.queryChanged(text)) }

    func settle() async { await store.settle() }
}
