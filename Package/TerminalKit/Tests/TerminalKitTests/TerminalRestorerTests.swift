import Dispatch
import Synchronization
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Records what a restore did instead of touching a terminal.
private final class RestoreLog: Sendable {
    struct Entry: Equatable {
        let action: String
        let descriptor: Int32
        let detail: String
    }

    private let entries = Mutex<[Entry]>([])

    var all: [Entry] { entries.withLock { $0 } }

    func restore(_ restorer: TerminalRestorer) {
        restorer.restore(
            write: { descriptor, bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                entries.withLock { $0.append(Entry(action: "write", descriptor: descriptor, detail: text)) }
            },
            setAttributes: { descriptor, attributes in
                let detail = "lflag=\(attributes.c_lflag)"
                entries.withLock { $0.append(Entry(action: "setAttributes", descriptor: descriptor, detail: detail)) }
            }
        )
    }
}

@Suite
struct TerminalRestorerTests {
    private let leaveSequence = "\u{1B}[0m\u{1B}[2J\u{1B}[?25h\u{1B}[?1049l"

    private func attributes(lflag: tcflag_t) -> termios {
        var attributes = termios()
        attributes.c_lflag = lflag
        return attributes
    }

    @Test("Restoring twice leaves the alternate screen and resets the input exactly once")
    func restoreIsIdempotent() {
        let restorer = TerminalRestorer()
        let log = RestoreLog()
        #expect(restorer.recordRawMode(original: attributes(lflag: 42), input: 7))
        restorer.recordFullScreen(output: 9)

        log.restore(restorer)
        log.restore(restorer)

        #expect(
            log.all == [
                RestoreLog.Entry(action: "write", descriptor: 9, detail: leaveSequence),
                RestoreLog.Entry(action: "setAttributes", descriptor: 7, detail: "lflag=42"),
            ]
        )
        #expect(!restorer.isRawModeActive)
    }

    @Test("Nothing recorded means nothing restored")
    func nothingRecorded() {
        let log = RestoreLog()
        log.restore(TerminalRestorer())

        #expect(log.all == [])
    }

    @Test("Raw mode without the alternate screen writes nothing to the screen")
    func rawModeOnly() {
        let restorer = TerminalRestorer()
        let log = RestoreLog()
        _ = restorer.recordRawMode(original: attributes(lflag: 5), input: 0)

        log.restore(restorer)

        #expect(log.all == [RestoreLog.Entry(action: "setAttributes", descriptor: 0, detail: "lflag=5")])
    }

    @Test("Entering raw mode twice keeps the first, cooked attributes")
    func secondRecordIgnored() {
        let restorer = TerminalRestorer()
        let log = RestoreLog()

        #expect(restorer.recordRawMode(original: attributes(lflag: 1), input: 0))
        #expect(!restorer.recordRawMode(original: attributes(lflag: 2), input: 0))
        log.restore(restorer)

        #expect(log.all == [RestoreLog.Entry(action: "setAttributes", descriptor: 0, detail: "lflag=1")])
    }

    @Test("After a restore, raw mode can be entered and restored again")
    func reentry() {
        let restorer = TerminalRestorer()
        let log = RestoreLog()
        _ = restorer.recordRawMode(original: attributes(lflag: 1), input: 0)
        log.restore(restorer)
        #expect(restorer.recordRawMode(original: attributes(lflag: 3), input: 0))
        log.restore(restorer)

        #expect(log.all.map(\.detail) == ["lflag=1", "lflag=3"])
    }

    @Test("Restores racing on many threads (a signal during exit) still restore once")
    func concurrentRestores() {
        let restorer = TerminalRestorer()
        let log = RestoreLog()
        _ = restorer.recordRawMode(original: attributes(lflag: 8), input: 0)
        restorer.recordFullScreen(output: 1)

        DispatchQueue.concurrentPerform(iterations: 64) { _ in log.restore(restorer) }

        #expect(log.all.map(\.action) == ["write", "setAttributes"])
    }
}
