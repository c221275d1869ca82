/// Waits without suspending, so the calling actor (in these tests, the main actor) stays busy the whole time.
enum BusyWait {
    /// Spins until the condition holds or the timeout passes, and reports whether the condition held.
    static func until(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            if clock.now >= deadline { return false }
        }
        return true
    }

    /// Spins for the given time.
    static func spin(for duration: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        while clock.now < deadline {}
    }
}
