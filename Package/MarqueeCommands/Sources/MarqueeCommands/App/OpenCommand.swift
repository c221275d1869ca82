/// `marquee open <url>`: follows a `marquee://` link to a film, a search, Discover, a request or the form.
struct OpenCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["open"],
        abstract: .helpOpenAbstract,
        discussion: .helpOpenDiscussion,
        arguments: ["<url>"],
        argumentCount: 1...1
    )

    let link: DeepLink
    /// The command the link stands for, checked as if its words had been typed.
    private let target: any MarqueeCommand

    init(_ arguments: ParsedArguments) throws(UsageError) {
        link = try DeepLink.parse(arguments.positionals[0], l10n: arguments.l10n)
        // Ask and form links become the command line they stand for, so a link can never take a shortcut
        // around the validation, the coverage notices or the output of `marquee ask` and `marquee recommend`.
        var line = ParsedArguments(command: "open", l10n: arguments.l10n)
        switch link {
        case .movie(let id, let country):
            target = MovieCommand(query: id, country: country)
        case .search(let words, let country):
            target = SearchCommand(query: words, limit: 10, country: country)
        case .discover(let genre, let country):
            target = DiscoverCommand(genre: genre, country: country, refresh: false)
        case .ask(let request):
            line.positionals = [request]
            target = try AskCommand(line)
        case .recommend(let input):
            line.values = ["--year": input.year, "--duration": input.duration, "--type": input.type]
            line.values["--rating"] = input.rating
            if input.includesMilder { line.flags.insert("--milder") }
            target = try RecommendCommand(line)
        case .together(let names):
            target = TogetherCommand(others: names)
        }
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        try await target.run(in: context)
    }
}
