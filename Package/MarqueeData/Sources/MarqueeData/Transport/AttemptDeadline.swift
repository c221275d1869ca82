/// Enforces an attempt's deadline with a timer of our own.
///
/// URLSession on Linux truncates its time-outs to whole seconds (0.3 s fails at once) and never enforces the
/// resource time-out, so the transport races each attempt against `Task.sleep` and cancels the loser.
enum AttemptDeadline {
    /// Runs `operation`, or gives ``TransportError/timedOut(after:)`` when `deadline` passes first.
    ///
    /// `operation` must end promptly when cancelled: the race waits for both sides to finish.
    static func run<Value: Sendable>(
        _ deadline: Duration,
        _ operation: @escaping @Sendable () async -> Result<Value, TransportError>
    ) async -> Result<Value, TransportError> {
        await withTaskGroup(of: Result<Value, TransportError>.self) { group in
            group.addTask { await operation() }
            group.addTask {
                do {
                    try await Task.sleep(for: deadline)
                    return .failure(.timedOut(after: deadline))
                } catch {
                    return .failure(.cancelled)
                }
            }
            let first = await group.next() ?? .failure(.cancelled)
            group.cancelAll()
            return first
        }
    }
}
