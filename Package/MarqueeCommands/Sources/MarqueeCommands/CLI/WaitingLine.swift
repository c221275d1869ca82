import MarqueeWords

/// A status line that says how long a slow answer has been awaited, so a wait is never mistaken for a hang.
///
/// Nothing shows for the first 2 s, which is most answers; then the line appears and counts the seconds in place
/// until ``stop()``. Only a terminal sees it: ``Console/status(_:)`` writes nothing to a pipe, and `--json` never
/// starts one.
@MainActor
final class WaitingLine {
    private let console: Console
    private let text: (Int) -> String
    private let tick: @Sendable (Duration) async throws -> Void
    private var task: Task<Void, Never>?
    private var isShown = false

    /// Creates a line whose words for `seconds` awaited are `text(seconds)`.
    /// - Parameters:
    ///   - console: where the line is shown.
    ///   - tick: waits; tests pass one that returns at once.
    ///   - text: the words for a number of seconds awaited.
    init(
        console: Console,
        tick: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        text: @escaping (Int) -> String
    ) {
        self.console = console
        self.text = text
        self.tick = tick
    }

    /// Starts counting; the line appears after 2 s.
    func start() {
        guard console.isTerminal, task == nil else { return }
        task = Task { [weak self, tick] in
            do {
                try await tick(.seconds(2))
                var seconds = 2
                while !Task.isCancelled {
                    self?.show(seconds)
                    try await tick(.seconds(1))
                    seconds += 1
                }
            } catch {
                // Cancelled: stop() clears the line.
            }
        }
    }

    /// Stops counting and clears the line, if it was shown, before the answer prints.
    func stop() {
        task?.cancel()
        task = nil
        if isShown { console.clearStatus() }
        isShown = false
    }

    private func show(_ seconds: Int) {
        guard task != nil else { return }
        isShown = true
        console.status(text(seconds))
    }
}
