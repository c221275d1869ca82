import MarqueeDomain

/// `marquee search <words>`: finds films by title, director or cast in the bundled catalog.
struct SearchCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["search"],
        abstract: "help.search.abstract",
        discussion: "help.search.discussion",
        arguments: ["<words>"],
        argumentCount: 1...20,
        options: [.value("--limit", "N", short: "-n", help: "help.search.limit")]
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
                context.console.out(context.l10n("search.none", query))
                return
            }
            let (console, movieText) = (context.console, MovieText(l10n: context.l10n))
            context.console.out(
                matches.map { match in
                    "\(match.movie.id)  " + console.bold(MovieText.titleAndYear(match.movie)) + "  "
                        + movieText.facts(match.movie)
                }.joined(separator: "\n")
            )
        }
    }
}
