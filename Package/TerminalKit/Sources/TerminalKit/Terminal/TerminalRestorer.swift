import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers what the process changed on the terminal and undoes it exactly once.
///
/// `restore` can run from a signal handler at any moment, so it only touches state written before the change was
/// recorded, claims the work with one atomic exchange (a second or concurrent call finds nothing to do), and hands
/// the actual I/O to non-allocating closures. A restore after a restore is therefore harmless: no second
/// `ESC[?1049l` moves the cursor on the main screen.
final class TerminalRestorer: @unchecked Sendable {
    /// The restorer the process-wide exit paths (atexit, signal handlers, `Terminal.restore()`) share.
    static let shared = TerminalRestorer()

    /// Leaves the alternate screen with the cursor visible and styles reset.
    ///
    /// The alternate screen is cleared first: tmux 3.3a copies its bottom rows onto the main screen when the window
    /// grew while it was showing, and a cleared screen leaves nothing to copy.
    static let leaveFullScreen: StaticString = "\u{1B}[0m\u{1B}[2J\u{1B}[?25h\u{1B}[?1049l"

    private static let rawModeBit: UInt8 = 1
    private static let fullScreenBit: UInt8 = 2

    private let pending = Atomic<UInt8>(0)
    // Written only before the matching bit is published, read only after claiming it.
    private var originalAttributes = termios()
    private var inputDescriptor: Int32 = -1
    private var outputDescriptor: Int32 = -1

    /// Whether raw mode is recorded and not yet restored.
    var isRawModeActive: Bool {
        pending.load(ordering: .acquiring) & Self.rawModeBit != 0
    }

    /// Records the attributes raw mode replaced, unless raw mode is already recorded (they would be raw ones).
    ///
    /// - Returns: Whether this call recorded them.
    func recordRawMode(original: termios, input: Int32) -> Bool {
        guard !isRawModeActive else { return false }
        originalAttributes = original
        inputDescriptor = input
        pending.bitwiseOr(Self.rawModeBit, ordering: .releasing)
        return true
    }

    /// Records that the alternate screen is showing on `output`.
    func recordFullScreen(output: Int32) {
        outputDescriptor = output
        pending.bitwiseOr(Self.fullScreenBit, ordering: .releasing)
    }

    /// Undoes whatever is recorded, once.
    ///
    /// - Parameters:
    ///   - write: Writes bytes to a descriptor; called with `leaveFullScreen` when the alternate screen is showing.
    ///   - setAttributes: Applies saved attributes to a descriptor; called when raw mode is on.
    func restore(
        write: (Int32, UnsafeRawBufferPointer) -> Void,
        setAttributes: (Int32, termios) -> Void
    ) {
        let claimed = pending.exchange(0, ordering: .acquiringAndReleasing)
        if claimed & Self.fullScreenBit != 0 {
            let sequence = Self.leaveFullScreen
            let bytes = UnsafeRawBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount)
            write(outputDescriptor, bytes)
        }
        if claimed & Self.rawModeBit != 0 {
            setAttributes(inputDescriptor, originalAttributes)
        }
    }

    /// Undoes the recorded changes on the real terminal.
    ///
    /// Async-signal-safe: one atomic exchange, `write(2)` and `tcsetattr(3)`.
    func restoreTerminal() {
        restore(
            write: { descriptor, bytes in _ = FileDescriptorIO.writeAll(descriptor, bytes) },
            setAttributes: { descriptor, attributes in
                var attributes = attributes
                // TCSAFLUSH also drops keys typed after the app stopped reading, so they do not reach the shell.
                _ = tcsetattr(descriptor, TCSAFLUSH, &attributes)
            }
        )
    }
}
