/// A mistake on the command line: exits 64 (`EX_USAGE`) with a message and the usage line.
public struct UsageError: Error, Hashable, Sendable {
    /// What was wrong, naming the argument and what it accepts.
    public let message: String
    /// The command whose usage to show, if known.
    public let command: String?

    /// Creates a usage error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
