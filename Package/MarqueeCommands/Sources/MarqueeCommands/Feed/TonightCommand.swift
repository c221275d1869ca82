/// `marquee` with no arguments: tonight's top five.
struct TonightCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["tonight"], abstract: .helpTonightAbstract, discussion: .helpTonightDiscussion)

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        try await FeedCommand(limit: 5, genre: nil).run(in: context)
    }
}
