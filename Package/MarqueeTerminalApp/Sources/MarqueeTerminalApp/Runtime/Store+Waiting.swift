import MVIKit

extension Store where R.State: Sendable {
    /// Suspends until the state satisfies `predicate`, checking the current state first.
    ///
    /// For reducers with a subscription that never ends (the saved shelf), where `settle()` would never return;
    /// a one-shot command waits for what it prints, then cancels the rest.
    public func waitUntil(_ predicate: (R.State) -> Bool) async {
        for await state in states() where predicate(state) { return }
    }
}
