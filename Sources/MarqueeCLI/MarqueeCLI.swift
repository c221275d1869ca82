import Foundation

/// The `marquee` program: parses arguments, builds dependencies, runs one command, returns the exit code.
///
/// Exit codes: 0 success, 1 failure (message on stderr saying what to do), 64 usage error.
public enum MarqueeCLI {
    /// Exit code for success.
    public static let success: Int32 = 0
    /// Exit code for a failure the user can fix by following the message.
    public static let failure: Int32 = 1
    /// Exit code for a usage error (`EX_USAGE`).
    public static let usage: Int32 = 64

    /// Runs the program.
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - environment: the process environment.
    ///   - console: where output goes.
    ///   - makeDependencies: builds the composition root; tests pass in-memory parts.
    /// - Returns: the exit code.
    @MainActor
    public static func run(
        arguments: [String],
        environment: [String: String],
        console: Console,
        makeDependencies: (([String: String], Console) throws(CommandFailure) -> AppDependencies) = AppDependencies.live
    ) async -> Int32 {
        if arguments.first == "--version" {
            console.out("marquee \(HelpText.version)")
            return success
        }
        if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
            console.out(HelpText.overview())
            return success
        }
        let (name, rest) =
            arguments.first.map { $0.hasPrefix("-") ? ("tonight", arguments) : ($0, Array(arguments.dropFirst())) }
            ?? ("tonight", [])
        guard let type = CommandRegistry.command(named: name) else {
            return report(UsageError("unknown command '\(name)'.", command: nil), console: console)
        }
        let command: any MarqueeCommand
        let parsed: ParsedArguments
        do {
            parsed = try CommandLineParser().parse(rest, for: type.spec, invokedAs: name)
            if parsed.has("--help") {
                console.out(HelpText.command(type.spec, invokedAs: name))
                return success
            }
            command = try type.init(parsed)
        } catch {
            return report(error, console: console)
        }
        do {
            let dependencies = try makeDependencies(environment, console)
            let context = CommandContext(
                dependencies: dependencies,
                console: console,
                format: parsed.has("--json") ? .json : .text
            )
            try await command.run(in: context)
            return success
        } catch {
            console.error("marquee: " + FailureMessage.text(error))
            return failure
        }
    }

    private static func report(_ error: UsageError, console: Console) -> Int32 {
        var text = "marquee: \(error.message)"
        if let name = error.command, let type = CommandRegistry.command(named: name) {
            text += "\nUsage: \(type.spec.usage(invokedAs: name))\nRun 'marquee \(name) --help' for more."
        } else {
            let names = CommandRegistry.all.flatMap { $0.spec.names }.joined(separator: ", ")
            text += "\nCommands: \(names).\nRun 'marquee --help' for more."
        }
        console.error(text)
        return usage
    }
}
