import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, size, resizes, keys and frame output.
///
/// Every change is recorded process-wide and undone by `restore()`, by an `atexit` hook, and by handlers for
/// SIGINT, SIGTERM and SIGHUP that restore and exit with `128 + signal`. Restoring twice is harmless.
///
/// ```swift
/// let terminal = Terminal()
/// try terminal.enterRawMode()
/// try terminal.enterFullScreen()
/// defer { terminal.restore() }
/// for await key in terminal.keys() { ... }
/// ```
public struct Terminal: Sendable {
    /// The descriptor keys are read from and raw mode is set on.
    public let input: Int32

    /// The descriptor frames are written to.
    public let output: Int32

    /// What the environment allows: colour, motion, full screen.
    public let environment: TerminalEnvironment

    /// Creates a terminal on the given descriptors.
    ///
    /// - Parameters:
    ///   - input: Where keys come from; standard input by default.
    ///   - output: Where frames go; standard output by default.
    ///   - environment: The environment's settings; the process's own by default.
    public init(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        environment: TerminalEnvironment = .current
    ) {
        self.input = input
        self.output = output
        self.environment = environment
    }

    /// Switches input to raw mode: keys arrive one by one, unechoed, with Ctrl-C as a key rather than a signal.
    ///
    /// Output processing stays on, so `\n` still returns the carriage. The previous settings are saved for
    /// `restore()`, and the exit hooks are installed. Calling it again while raw does nothing.
    ///
    /// - Throws: `TerminalError.notATerminal` when input is not a terminal, `.systemCall` if `tcsetattr` fails.
    public func enterRawMode() throws(TerminalError) {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .notATerminal }
        ExitHooks.install()
        guard TerminalRestorer.shared.recordRawMode(original: original, input: input) else { return }
        var raw = original
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestorer.shared.restoreTerminal()
            throw .systemCall(name: "tcsetattr", errno: code)
        }
    }

    /// Switches to the alternate screen and hides the cursor; `restore()` brings the main screen back unchanged.
    ///
    /// - Throws: `TerminalError.systemCall` if the output cannot be written.
    public func enterFullScreen() throws(TerminalError) {
        ExitHooks.install()
        TerminalRestorer.shared.recordFullScreen(output: output)
        try write(ControlSequence.enterAlternateScreen + ControlSequence.hideCursor)
    }

    /// Leaves the alternate screen, shows the cursor and restores the saved input settings; later calls do nothing.
    public func restore() {
        TerminalRestorer.shared.restoreTerminal()
    }

    /// The current window size, or `TerminalSize.fallback` when the output is not a terminal.
    ///
    /// - Returns: The size reported by `ioctl(TIOCGWINSZ)`.
    public func size() -> TerminalSize {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return .fallback
        }
        return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }

    /// The new size after every window resize (SIGWINCH), newest only if the reader falls behind.
    ///
    /// - Returns: A stream that lasts until the consumer stops iterating.
    public func resizes() -> AsyncStream<TerminalSize> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: TerminalSize.self,
            bufferingPolicy: .bufferingNewest(1)
        )
        // SIGWINCH is ignored by default, and on Linux the dispatch source installs its own handler; setting SIG_IGN
        // here (needed on Darwin for other signals) would undo that handler for a second stream.
        let source = SignalSource(DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global()))
        let terminal = self
        source.value.setEventHandler { continuation.yield(terminal.size()) }
        continuation.onTermination = { _ in source.value.cancel() }
        source.value.resume()
        return stream
    }

    /// The keys typed, decoded on a dedicated thread so no blocking read ever holds an actor.
    ///
    /// Call it once: two readers would split the input between them. The stream ends when the input closes.
    ///
    /// - Returns: A stream of keys; stopping iteration stops the thread.
    public func keys() -> AsyncStream<Key> {
        KeyReader.keys(from: input)
    }

    /// Writes a whole frame with one `write(2)` loop, so the terminal never shows half of it.
    ///
    /// - Parameter frame: The bytes to show, usually `Canvas.render(colors:)` or `Canvas.diff(from:colors:)`.
    /// - Throws: `TerminalError.systemCall` when the output fails (for example, the terminal was closed).
    public func write(_ frame: String) throws(TerminalError) {
        var frame = frame
        let code = frame.withUTF8 { FileDescriptorIO.writeAll(output, UnsafeRawBufferPointer($0)) }
        guard code == 0 else { throw .systemCall(name: "write", errno: code) }
    }

    /// Carries a dispatch signal source into the stream's `@Sendable` termination handler.
    private struct SignalSource: @unchecked Sendable {
        let value: any DispatchSourceSignal

        init(_ value: any DispatchSourceSignal) {
            self.value = value
        }
    }
}
