import MVIKit

extension Store where R.State: Sendable {
    /// Suspends until the state satisfies `predicate`, checking the current state first.
    ///
    /// For features with a subscription that never ends, where `settle()` would never return.
    func waitUntil(_ predicate: (R.State) -> Bool) async {
        for await state in states() where predicate(state) { return }
    }
}
