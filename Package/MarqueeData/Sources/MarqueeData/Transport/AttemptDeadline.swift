/// Enforces an attempt's deadline with a timer of our own.
///
/// One timer above the transport, the same for a send and a stream's head: each attempt races `Task.sleep`
/// and the loser is cancelled, which removes its transfer.
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
