/// How posters are shown: `--images auto|kitty|iterm|off` and `MARQUEE_IMAGES`, decided in one place.
public enum ImageChoice: String, CaseIterable, Hashable, Sendable {
    /// Ask the terminal (kitty's query), then fall back to what `TERM_PROGRAM` or `LC_TERMINAL` name.
    case auto
    /// The kitty graphics protocol, without asking.
    case kitty
    /// iTerm2 inline images, without asking.
    case iterm
    /// No images.
    case off

    /// The protocol to write, or `nil` for none.
    ///
    /// Nothing goes into a pipe or a file, whatever was asked: image escapes are noise there. Nothing goes out inside
    /// tmux (`TMUX` set) either: tmux only forwards them wrapped for passthrough, and even then it does not know the
    /// image covers cells, so it draws over it; a text line is the dependable result. An explicit `kitty` or `iterm`
    /// is then taken at its word. Under `auto`, a dumb terminal gets none, a terminal that answered kitty's
    /// graphics query gets kitty, and one that calls itself iTerm2 or WezTerm gets iterm.
    /// - Parameters:
    ///   - variables: the process environment.
    ///   - outputIsTerminal: whether standard output is a terminal.
    ///   - kittyAnswers: asks the terminal whether it speaks kitty's protocol; called only under `auto`, and only
    ///     when the answer matters, because asking costs up to a timeout.
    /// - Returns: the protocol, or `nil` for no images.
    public func imageProtocol(
        variables: [String: String],
        outputIsTerminal: Bool,
        kittyAnswers: () -> Bool
    ) -> ImageProtocol? {
        guard outputIsTerminal, (variables["TMUX"] ?? "").isEmpty else { return nil }
        switch self {
        case .off: return nil
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .auto: break
        }
        let term = variables["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { return nil }
        if kittyAnswers() { return .kitty }
        let program = variables["TERM_PROGRAM"] ?? ""
        if program == "iTerm.app" || program == "WezTerm" || variables["LC_TERMINAL"] == "iTerm2" { return .iterm }
        return nil
    }
}
