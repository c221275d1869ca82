import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if os(Linux)

    /// A pseudo-terminal: the test plays the terminal on the controlling side, `KittyQuery` talks to the other.
    private final class PseudoTerminal {
        let controller: Int32
        let device: Int32

        init() throws {
            // Glibc's module leaves out posix_openpt, unlockpt and ptsname, so this does what they do on Linux:
            // open the multiplexer, unlock the new pair (TIOCSPTLCK) and ask its number (TIOCGPTN); the two request
            // numbers are the generic Linux ones, the same on x86_64 and arm64.
            controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(controller >= 0)
            var locked: Int32 = 0
            try #require(ioctl(controller, 0x4004_5431, &locked) == 0)
            var number: UInt32 = 0
            try #require(ioctl(controller, 0x8004_5430, &number) == 0)
            device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            try #require(device >= 0)
            // Raw from the start, so bytes written before the query are not held back waiting for a line end.
            var settings = termios()
            try #require(tcgetattr(device, &settings) == 0)
            cfmakeraw(&settings)
            try #require(tcsetattr(device, TCSANOW, &settings) == 0)
        }

        /// Bytes the terminal "answers", queued before the question as a fast terminal's reply would be.
        func answer(_ text: String) {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) } == bytes.count)
        }

        /// What the program wrote to the terminal.
        func written() -> String {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(controller, &buffer, buffer.count)
            return String(decoding: buffer[0..<max(0, count)], as: UTF8.self)
        }

        deinit {
            close(device)
            close(controller)
        }
    }

    @Suite
    struct KittyQueryTests {
        @Test("A terminal that answers the graphics query OK before the device attributes speaks kitty")
        func kittyTerminal() throws {
            let terminal = try PseudoTerminal()
            terminal.answer("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")

            let answers = KittyQuery.kittyAnswers(input: terminal.device, output: terminal.device, timeout: .seconds(2))

            #expect(answers)
            #expect(terminal.written() == KittyQuery.request)
        }

        @Test("A terminal that answers only the device attributes does not speak kitty")
        func otherTerminal() throws {
            let terminal = try PseudoTerminal()
            terminal.answer("\u{1B}[?64;1;2;6;22c")

            let answers = KittyQuery.kittyAnswers(input: terminal.device, output: terminal.device, timeout: .seconds(2))

            #expect(!answers)
            #expect(terminal.written() == KittyQuery.request)
        }

        @Test("A terminal that answers nothing is no kitty once the timeout passes")
        func silentTerminal() throws {
            let terminal = try PseudoTerminal()

            let answers = KittyQuery.kittyAnswers(
                input: terminal.device, output: terminal.device, timeout: .milliseconds(50))

            #expect(!answers)
        }

        @Test("A pipe is not asked at all")
        func pipe() throws {
            let pipe = try TestPipe()
            defer { pipe.closeReadEnd() }

            let answers = KittyQuery.kittyAnswers(
                input: pipe.readEnd, output: pipe.writeEnd, timeout: .milliseconds(50))
            pipe.closeWriteEnd()

            #expect(!answers)
            #expect(pipe.readAll().isEmpty)
        }
    }

#endif
