import TerminalKit

/// What `--images` and the environment say about posters, decided only when a command has one to show, because
/// `auto` asks the terminal and that costs up to a timeout.
public struct ImageSettings: Sendable {
    /// The mode `--images` or `MARQUEE_IMAGES` chose.
    let choice: ImageChoice
    private let variables: [String: String]
    private let outputIsTerminal: Bool

    /// No images: for contexts that must never write them.
    public static let off = ImageSettings(choice: .off, variables: [:], outputIsTerminal: false)

    /// Settings for a run.
    /// - Parameters:
    ///   - choice: the mode chosen.
    ///   - variables: the process environment. `MARQUEE_TEST_OUTPUT_IS_TERMINAL=1` is for the end-to-end tests only:
    ///     they cannot give the program a terminal, so it lets them see the escapes an explicit mode writes.
    ///   - outputIsTerminal: whether standard output is a terminal.
    public init(choice: ImageChoice, variables: [String: String], outputIsTerminal: Bool) {
        self.choice = choice
        self.variables = variables
        self.outputIsTerminal = outputIsTerminal || variables["MARQUEE_TEST_OUTPUT_IS_TERMINAL"] == "1"
    }

    /// The protocol to write posters in, or `nil` for none; under `auto` this asks the terminal.
    public func imageProtocol() -> ImageProtocol? {
        choice.imageProtocol(variables: variables, outputIsTerminal: outputIsTerminal) { KittyQuery.kittyAnswers() }
    }
}
