import Dispatch
import Synchronization
import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parts of `Terminal` that work on any descriptor, exercised through pipes.
@Suite
struct TerminalTests {
    private let environment = TerminalEnvironment(
        variables: ["TERM": "xterm"],
        inputIsTerminal: true,
        outputIsTerminal: true
    )

    private func collect(_ keys: AsyncStream<Key>) async -> [Key] {
        var collected: [Key] = []
        for await key in keys { collected.append(key) }
        return collected
    }

    @Test("Keys read on the reader thread arrive decoded, and the stream ends with the input")
    func keysFromInput() async throws {
        let pipe = try TestPipe()
        defer { pipe.closeReadEnd() }
        let terminal = Terminal(input: pipe.readEnd, output: pipe.writeEnd, environment: environment)
        let keys = terminal.keys()

        pipe.send(Array("ab\u{1B}[A千\u{1B}".utf8))
        pipe.closeWriteEnd()

        #expect(await collect(keys) == [.character("a"), .character("b"), .up, .character("千"), .escape])
    }

    @Test("A lone escape is reported once no more input follows, before the input ends")
    func loneEscapeAfterIdle() async throws {
        let pipe = try TestPipe()
        defer { pipe.closeReadEnd() }
        let terminal = Terminal(input: pipe.readEnd, output: pipe.writeEnd, environment: environment)
        var iterator = terminal.keys().makeAsyncIterator()

        pipe.send([0x1B])
        let first = await iterator.next()
        pipe.send(Array("q".utf8))
        let second = await iterator.next()
        pipe.closeWriteEnd()
        let end = await iterator.next()

        #expect([first, second, end] == [.escape, .character("q"), nil])
    }

    @Test("A frame is written whole, however large")
    func writeWholeFrame() throws {
        let pipe = try TestPipe()
        let terminal = Terminal(input: pipe.readEnd, output: pipe.writeEnd, environment: environment)
        let frame = String(repeating: "千と千尋の神隠し 🎬\n", count: 20_000)
        // The frame is larger than the pipe buffer, so a dispatch thread (not the test's cooperative pool) drains it.
        let received = Mutex<[UInt8]>([])
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            let bytes = pipe.readAll()
            received.withLock { $0 = bytes }
        }

        try terminal.write(frame)
        pipe.closeWriteEnd()
        reading.wait()
        pipe.closeReadEnd()

        #expect(received.withLock { $0 } == Array(frame.utf8))
    }

    @Test("A failed write throws with the system error")
    func writeFailure() {
        let terminal = Terminal(input: -1, output: -1, environment: environment)

        #expect(throws: TerminalError.systemCall(name: "write", errno: EBADF)) {
            try terminal.write("frame")
        }
    }

    /// Hands `body` a terminal on a fresh pipe and closes both ends afterwards.
    private func withPipeTerminal(_ body: (Terminal) throws -> Void) throws {
        let pipe = try TestPipe()
        defer {
            pipe.closeReadEnd()
            pipe.closeWriteEnd()
        }
        try body(Terminal(input: pipe.readEnd, output: pipe.writeEnd, environment: environment))
    }

    @Test("Raw mode refuses input that is not a terminal")
    func rawModeNeedsTerminal() throws {
        try withPipeTerminal { terminal in
            #expect(throws: TerminalError.notATerminal) { try terminal.enterRawMode() }
        }
    }

    @Test("The size of something that is not a terminal is the 80×24 fallback")
    func sizeFallback() throws {
        try withPipeTerminal { terminal in
            #expect(terminal.size() == TerminalSize(rows: 24, columns: 80))
        }
    }

    @Test("A window-change signal yields the new size")
    func resizeSignal() async {
        let terminal = Terminal(input: -1, output: -1, environment: environment)
        var sizes = terminal.resizes().makeAsyncIterator()
        // The dispatch source registers asynchronously, so keep signalling until one is delivered.
        let signaller = Task {
            while !Task.isCancelled {
                kill(getpid(), SIGWINCH)
                try? await Task.sleep(for: .milliseconds(5))
            }
        }

        let size = await sizes.next()
        signaller.cancel()

        #expect(size == .fallback)
    }
}
