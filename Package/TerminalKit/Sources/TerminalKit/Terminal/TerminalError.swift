/// Why the terminal could not be set up or written to.
public enum TerminalError: Error, Equatable, Sendable {
    /// Raw mode needs a terminal, and the input is not one (a pipe or a file).
    case notATerminal

    /// A system call failed with an `errno` value.
    case systemCall(name: String, errno: Int32)
}
