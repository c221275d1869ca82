import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process environment says about how to drive the terminal.
///
/// A value type built from plain inputs, so every rule can be tested as a table; `current` reads the real process.
public struct TerminalEnvironment: Hashable, Sendable {
    /// Whether both standard input and standard output are terminals, the precondition for the full-screen app.
    public var isTerminal: Bool

    /// Whether `TERM` is `dumb`, unset or empty: no cursor movement, no alternate screen.
    public var isDumb: Bool

    /// Whether colour may be used, as ``ColorChoice/usesColor(variables:outputIsTerminal:)`` decides; a program with a
    /// `--color` flag sets it to its own decision.
    public var usesColor: Bool

    /// Whether animation is off: `MARQUEE_REDUCE_MOTION` set to anything but empty or `0`, or a dumb terminal.
    public var reducesMotion: Bool

    /// Derives the settings from environment variables and whether the standard streams are terminals.
    ///
    /// - Parameters:
    ///   - variables: The environment, as in `ProcessInfo.processInfo.environment`.
    ///   - inputIsTerminal: Whether standard input is a terminal (`isatty(0)`).
    ///   - outputIsTerminal: Whether standard output is a terminal (`isatty(1)`).
    public init(variables: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool) {
        let term = variables["TERM"] ?? ""
        isTerminal = inputIsTerminal && outputIsTerminal
        isDumb = term.isEmpty || term == "dumb"
        usesColor = ColorChoice.auto.usesColor(variables: variables, outputIsTerminal: outputIsTerminal)
        let reduceMotion = variables["MARQUEE_REDUCE_MOTION"] ?? ""
        reducesMotion = isDumb || !(reduceMotion.isEmpty || reduceMotion == "0")
    }

    /// Whether the full-screen app can run: a real, non-dumb terminal on both standard streams.
    public var supportsFullScreen: Bool {
        isTerminal && !isDumb
    }

    /// The settings of this process, read from its environment and its standard streams.
    public static var current: TerminalEnvironment {
        TerminalEnvironment(
            variables: ProcessInfo.processInfo.environment,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1
        )
    }
}
