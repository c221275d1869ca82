import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a descriptor on its own thread and yields the keys it decodes.
///
/// The blocking wait never runs on the main actor or in the cooperative pool. It `poll`s the input together with a
/// wake-up pipe, so ending the stream wakes the thread at once; with input pending it polls with
/// `KeyTokenizer.flushDeadline` and calls `flush()` when nothing more comes. The pipe closes in `deinit`, once both
/// the thread and the stream's termination handler have let go, so neither can write to a reused descriptor.
final class KeyReader: Sendable {
    private let input: Int32
    private let continuation: AsyncStream<Key>.Continuation
    private let wakeRead: Int32
    private let wakeWrite: Int32

    private init(input: Int32, continuation: AsyncStream<Key>.Continuation, wake: (read: Int32, write: Int32)) {
        self.input = input
        self.continuation = continuation
        self.wakeRead = wake.read
        self.wakeWrite = wake.write
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Starts a reader thread on `input` and returns the keys it reads; the stream ends at end of input.
    static func keys(from input: Int32) -> AsyncStream<Key> {
        let (stream, continuation) = AsyncStream.makeStream(of: Key.self)
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            continuation.finish()
            return stream
        }
        let reader = KeyReader(input: input, continuation: continuation, wake: (descriptors[0], descriptors[1]))
        continuation.onTermination = { _ in reader.wake() }
        let thread = Thread { reader.run() }
        thread.name = "TerminalKit.KeyReader"
        thread.start()
        return stream
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func run() {
        var tokenizer = KeyTokenizer()
        var buffer = [UInt8](repeating: 0, count: 1024)
        loop: while true {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let timeout = tokenizer.flushDeadline.map(Self.milliseconds) ?? -1
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0, descriptors[1].revents == 0 else { break }
            guard ready > 0 else {
                yield(tokenizer.flush())
                continue
            }
            // POLLHUP or POLLERR also end in a read, which reports the end or the error.
            switch read(input, &buffer, buffer.count) {
            case let count where count > 0:
                yield(tokenizer.feed(Array(buffer[0..<count])))
            case 0:
                break loop
            default:
                if errno == EINTR || errno == EAGAIN { continue }
                break loop
            }
        }
        yield(tokenizer.flush())
        continuation.finish()
    }

    private func yield(_ keys: [Key]) {
        for key in keys { continuation.yield(key) }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
