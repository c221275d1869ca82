import MarqueeDomain

/// `marquee search <words>`: finds films by title, director or cast in the bundled catalog.
struct SearchCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["search"],
        abstract: "Find films by title, director or cast.",
        discussion: "Case and accents do not matter, and one typo per word is forgiven: 'drk knight' works.",
        arguments: ["<words>"],
        argumentCount: 1...20,
        options: [
            .value("--limit", "N", short: "-n", help: "Show at most this many films, from 1 to 100. The default is 10.")
        ]
    )

    let query: String
    let limit: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
        query = arguments.positionals.joined(separator: " ")
        limit = try arguments.integer("--limit", in: 1...100, default: 10)
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let movies: [Movie]
        do { movies = try await context.dependencies.catalog.allMovies() } catch { throw .catalog(error) }
        let matches = MovieMatcher().search(query, in: movies, limit: limit)
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(SearchJSON(query: query, matches: matches)))
        case .text:
            guard !matches.isEmpty else {
                context.console.out("No film matches '\(query)'. Try fewer or different words.")
                return
            }
            let console = context.console
            context.console.out(
                matches.map { match in
                    "\(match.movie.id)  " + console.bold(MovieText.titleAndYear(match.movie)) + "  "
                        + MovieText.facts(match.movie)
                }.joined(separator: "\n"))
        }
    }
}
