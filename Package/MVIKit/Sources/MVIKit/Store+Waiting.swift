extension Store where R.State: Sendable {
    /// Suspends until the state satisfies `predicate`, checking the current state first.
    ///
    /// For reducers with a subscription that never ends (the saved shelf), where `settle()` would never return;
    /// a one-shot command waits for what it prints, then cancels the rest. It lives beside `settle()` because
    /// the commands, the line-mode app and the tests all wait this way.
    public func waitUntil(_ predicate: (R.State) -> Bool) async {
        for await state in states() where predicate(state) { return }
    }
}
