import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Restores the terminal on every way out of the process: normal exit and the signals that end it.
enum ExitHooks {
    /// The signals whose default action would leave the terminal raw: Ctrl-C from outside raw mode, `kill`, and
    /// a closed terminal window.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private static let installed = Atomic<Bool>(false)

    /// Installs the `atexit` hook and the signal handlers, once per process.
    ///
    /// Each handler only restores and leaves with `128 + signal`, the shell's convention; it touches only global
    /// state, as a C-convention handler must.
    static func install() {
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Touch the shared restorer now, so no handler runs its lazy initialiser.
        _ = TerminalRestorer.shared.isRawModeActive
        atexit { TerminalRestorer.shared.restoreTerminal() }
        for signalNumber in signals {
            _ = signal(signalNumber) { received in
                TerminalRestorer.shared.restoreTerminal()
                _exit(128 + received)
            }
        }
    }
}
