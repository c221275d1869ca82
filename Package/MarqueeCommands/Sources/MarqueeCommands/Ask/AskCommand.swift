import MarqueeDomain

/// `marquee ask "<request>"`: films for a plain-English request, from a model when one is configured, else offline.
struct AskCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["ask"],
        abstract: .helpAskAbstract,
        discussion: .helpAskDiscussion,
        arguments: ["<request>"],
        argumentCount: 1...40,
        options: AskOptions.specs
    )

    let request: String
    let options: AskOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        request = arguments.positionals.joined(separator: " ")
        options = try AskOptions(arguments)
        // An empty or blank request asks for nothing: a usage error (exit 64), not the generic top five.
        if request.allSatisfy(\.isWhitespace) {
            throw UsageError(arguments.l10n(.usageAskBlank), command: arguments.command)
        }
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        try await AskSession(options: options, context: context).answer(request)
    }
}
