/// `marquee` with no arguments: tonight's top five.
struct TonightCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["tonight"],
        abstract: "Show tonight's top five picks; this is what plain 'marquee' does.",
        discussion: "On a first run the picks come from critic scores alone, and Marquee suggests 'marquee onboard'."
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        try await FeedCommand(limit: 5, genre: nil).run(in: context)
    }
}
