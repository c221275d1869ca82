/// `marquee man`: prints the manual page, `marquee.1`, generated from the command table and the help texts.
struct ManualCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["man"],
        abstract: "help.man.abstract",
        discussion: "help.man.discussion",
        printsJSON: false,
        noJSON: "usage.noJSON.text"
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        context.console.out(ManualPage(l10n: context.l10n).text())
    }
}
