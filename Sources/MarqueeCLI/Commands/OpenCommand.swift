/// `marquee open <url>`: follows a `marquee://` link to a film, a search or Discover.
struct OpenCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["open"],
        abstract: "help.open.abstract",
        discussion: "help.open.discussion",
        arguments: ["<url>"],
        argumentCount: 1...1
    )

    let link: DeepLink

    init(_ arguments: ParsedArguments) throws(UsageError) {
        link = try DeepLink.parse(arguments.positionals[0], l10n: arguments.l10n)
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        switch link {
        case .movie(let id, let country):
            try await MovieCommand(query: id, country: country).run(in: context)
        case .search(let words, let country):
            try await SearchCommand(query: words, limit: 10, country: country).run(in: context)
        case .discover(let genre, let country):
            try await DiscoverCommand(genre: genre, country: country, refresh: false).run(in: context)
        }
    }
}
