import Foundation
import MarqueeWords
import Synchronization

/// A console that keeps what a command writes, to compare whole outputs; not a terminal, no colour.
final class CapturedConsole: Sendable {
    private let written = Mutex((out: [String](), error: [String](), bytes: Data()))

    /// The console a command writes to.
    var console: Console {
        Console(
            isTerminal: false, usesColor: false,
            out: { text in self.written.withLock { $0.out.append(text) } },
            error: { text in self.written.withLock { $0.error.append(text) } },
            bytes: { data in self.written.withLock { $0.bytes.append(data) } })
    }

    /// Each write to stdout, in order.
    var out: [String] { written.withLock { $0.out } }
    /// Everything written to stderr.
    var error: String { written.withLock { $0.error.joined() } }
    /// The raw bytes written to stdout.
    var bytes: Data { written.withLock { $0.bytes } }
}
