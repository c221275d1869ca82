import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `marquee app [--accessible]`: opens the app even where plain `marquee` would print tonight's picks.
struct AppCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["app"],
        abstract: .helpAppAbstract,
        discussion: .helpAppDiscussion,
        options: [.flag("--accessible", help: .helpAppAccessible)],
        // The app is interactive; a script wanting tonight's picks as JSON runs `marquee feed --json`.
        printsJSON: false
    )

    let accessible: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        accessible = arguments.has("--accessible")
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let mode = LaunchMode.resolve(
            forced: true,
            accessibleFlag: accessible,
            variables: context.variables,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: context.console.isTerminal
        )
        let status = await AppLauncher.open(mode, context: context)
        // Ctrl-C ends the program the way a shell expects; the terminal is already restored.
        if status == AppLauncher.interruptedStatus { exit(status) }
    }
}
