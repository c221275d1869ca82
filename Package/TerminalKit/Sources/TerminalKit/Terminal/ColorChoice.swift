/// How colour is chosen: `--color auto|always|never`, and the one place the environment's colour variables are read.
///
/// Every writer (the CLI's console and the full-screen app) takes its colour from ``usesColor(variables:outputIsTerminal:)``,
/// so the rule cannot differ between them.
public enum ColorChoice: String, CaseIterable, Hashable, Sendable {
    /// Colour when the environment and the terminal allow it.
    case auto
    /// Colour always, even into a pipe or with `NO_COLOR` set: the flag is the most explicit wish.
    case always
    /// Colour never.
    case never

    /// Whether to write colour, with the usual precedence.
    ///
    /// The flag wins (`always`, `never`); under `auto`, a non-empty `NO_COLOR` turns colour off (no-color.org),
    /// then `CLICOLOR_FORCE` set to anything but empty or `0` turns it on even into a pipe, then `CLICOLOR=0`
    /// turns it off; otherwise colour is on for a terminal whose `TERM` is set and not `dumb`.
    /// - Parameters:
    ///   - variables: the process environment.
    ///   - outputIsTerminal: whether the output colour would go to is a terminal.
    /// - Returns: whether to write colour.
    public func usesColor(variables: [String: String], outputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = variables["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        if variables["CLICOLOR"] == "0" { return false }
        let term = variables["TERM"] ?? ""
        return outputIsTerminal && !term.isEmpty && term != "dumb"
    }
}
