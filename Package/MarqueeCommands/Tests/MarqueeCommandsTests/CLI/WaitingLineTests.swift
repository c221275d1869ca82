import MarqueeWords
import Synchronization
import Testing

@testable import MarqueeCommands

/// A slow answer's status line: nothing for 2 s, then the seconds counted in place, cleared before the answer, and
/// never written to a pipe.
@MainActor
struct WaitingLineTests {
    /// What a console wrote to stdout, in order.
    private final class Written: Sendable {
        private let writes = Mutex<[String]>([])
        var all: [String] { writes.withLock { $0 } }
        func append(_ text: String) { writes.withLock { $0.append(text) } }
    }

    /// A tick that returns at once `free` times, then waits until cancelled: the line shows `free` counts and stops.
    private static func ticks(free: Int) -> @Sendable (Duration) async throws -> Void {
        let used = Mutex(0)
        return { _ in
            let count = used.withLock { used in
                defer { used += 1 }
                return used
            }
            if count >= free { try await Task.sleep(for: .seconds(3_600)) }
        }
    }

    private static func console(terminal: Bool, into written: Written) -> Console {
        Console(isTerminal: terminal, usesColor: false, out: { written.append($0) }, error: { _ in })
    }

    @Test("On a terminal the line counts 2, 3 and 4 s in place, then stop() clears it")
    func countsInPlaceThenClears() async {
        let written = Written()
        let line = WaitingLine(console: Self.console(terminal: true, into: written), tick: Self.ticks(free: 3)) {
            Localizer(.english)(.waitModel, "qwen", $0)
        }

        line.start()
        for _ in 0..<1_000 where written.all.count < 3 { await Task.yield() }
        line.stop()

        let clear = "\r\u{1B}[2K"
        #expect(
            written.all == [
                clear + "Waiting for qwen… 2 s (Ctrl-C to stop)", clear + "Waiting for qwen… 3 s (Ctrl-C to stop)",
                clear + "Waiting for qwen… 4 s (Ctrl-C to stop)", clear,
            ])
    }

    @Test("An answer within 2 s shows nothing and clears nothing")
    func quickAnswerShowsNothing() async {
        let written = Written()
        let line = WaitingLine(console: Self.console(terminal: true, into: written), tick: Self.ticks(free: 0)) {
            "waiting \($0)"
        }

        line.start()
        for _ in 0..<100 { await Task.yield() }
        line.stop()

        #expect(written.all.isEmpty)
    }

    @Test("Into a pipe the line never shows, however long the wait")
    func pipeShowsNothing() async {
        let written = Written()
        let line = WaitingLine(console: Self.console(terminal: false, into: written), tick: Self.ticks(free: 5)) {
            "waiting \($0)"
        }

        line.start()
        for _ in 0..<100 { await Task.yield() }
        line.stop()

        #expect(written.all.isEmpty)
    }

    @Test("The German line counts in German")
    func german() {
        #expect(Localizer(.german)(.waitModel, "qwen", 12) == "Warte auf qwen… 12 s (Strg-C bricht ab)")
    }
}
