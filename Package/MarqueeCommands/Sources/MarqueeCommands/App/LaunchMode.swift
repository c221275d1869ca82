/// How `marquee` (or `marquee app`) presents itself.
enum LaunchMode: Hashable, Sendable {
    /// The full-screen app: raw mode, the alternate screen, redrawn frames.
    case fullScreen
    /// The accessible app: plain lines, one prompt per action, nothing redrawn; works with screen readers.
    case linear
    /// No app: tonight's picks printed as plain text, as scripts and pipes expect.
    case plain

    /// Picks the mode from the command, the flag, the environment and whether the streams are terminals.
    ///
    /// - `marquee` opens the full-screen app only when both standard streams are terminals, `TERM` is not dumb and
    ///   accessible mode is off; `MARQUEE_ACCESSIBLE=1` on a terminal gives the linear app; anything else prints.
    /// - `--accessible` always gives the linear app, which also reads commands from a pipe.
    /// - `marquee app` always opens an app: full screen where the terminal can show it, the linear one elsewhere.
    /// - Parameters:
    ///   - forced: whether the user ran `marquee app`.
    ///   - accessibleFlag: whether `--accessible` was given.
    ///   - variables: the environment (`TERM`, `MARQUEE_ACCESSIBLE`).
    ///   - inputIsTerminal: whether standard input is a terminal.
    ///   - outputIsTerminal: whether standard output is a terminal.
    /// - Returns: the mode.
    static func resolve(
        forced: Bool,
        accessibleFlag: Bool,
        variables: [String: String],
        inputIsTerminal: Bool,
        outputIsTerminal: Bool
    ) -> LaunchMode {
        let isTerminal = inputIsTerminal && outputIsTerminal
        let term = variables["TERM"] ?? ""
        let isDumb = term.isEmpty || term == "dumb"
        let accessibleVariable = variables["MARQUEE_ACCESSIBLE"] ?? ""
        let wantsAccessible = !accessibleVariable.isEmpty && accessibleVariable != "0"
        if accessibleFlag { return .linear }
        if forced { return wantsAccessible || !isTerminal || isDumb ? .linear : .fullScreen }
        guard isTerminal else { return .plain }
        if wantsAccessible { return .linear }
        return isDumb ? .plain : .fullScreen
    }
}
