/// Holds waiters until the test opens it; opening twice is harmless.
final class AsyncGate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() { (stream, continuation) = AsyncStream.makeStream(of: Void.self) }

    func open() { continuation.finish() }

    func wait() async { for await _ in stream {} }
}
