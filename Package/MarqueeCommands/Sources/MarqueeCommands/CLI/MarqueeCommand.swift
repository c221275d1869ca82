/// One CLI command: a table for the parser and help, a validating initializer, and a run.
protocol MarqueeCommand: Sendable {
    /// The command's names, help text and options.
    static var spec: CommandSpec { get }

    /// Validates the parsed arguments.
    /// - Throws: ``UsageError`` naming the bad argument and what it accepts.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Does the command's job and prints the result.
    /// - Throws: ``CommandFailure`` when the job cannot be done.
    @MainActor func run(in context: CommandContext) async throws(CommandFailure)
}
