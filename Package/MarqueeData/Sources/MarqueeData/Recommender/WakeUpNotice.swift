import MarqueeDomain
import Synchronization

/// Reports "waking up" once if a request has not finished after a while, and never after it has.
///
/// The check and the report happen under one lock, and so does `finish()`, so a caller that has finished
/// can never be told afterwards that the service is waking up.
final class WakeUpNotice: Sendable {
    private let finished = Mutex(false)
    private let timer = Mutex<Task<Void, Never>?>(nil)

    /// Starts the timer.
    /// - Parameters:
    ///   - delay: how long without an answer before reporting.
    ///   - progress: receives `RecommenderProgress/wakingUp`.
    init(after delay: Duration, progress: @escaping @Sendable (RecommenderProgress) -> Void) {
        // The timer holds the notice until it fires or `finish()` cancels it.
        let task = Task { [self] in
            do { try await Task.sleep(for: delay) } catch { return }
            finished.withLock { isFinished in if !isFinished { progress(.wakingUp) } }
        }
        timer.withLock { $0 = task }
    }

    /// Stops the timer; no report can follow.
    func finish() {
        finished.withLock { $0 = true }
        timer.withLock { $0 }?.cancel()
    }
}
