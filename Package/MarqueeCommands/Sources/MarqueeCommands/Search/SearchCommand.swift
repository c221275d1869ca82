import MarqueeDomain
import MarqueeWords

/// `marquee search <words>`: finds films in the bundled catalog and the iTunes Store, merged and labelled.
struct SearchCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["search"],
        abstract: .helpSearchAbstract,
        discussion: .helpSearchStoreDiscussion,
        arguments: ["<words>"],
        argumentCount: 1...20,
        options: [.value("--limit", "N", short: "-n", help: .helpSearchLimit), CountryArgument.option]
    )

    let query: String
    let limit: Int
    let country: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        query = arguments.positionals.joined(separator: " ")
        guard SearchMoviesUseCase.isSearchable(query) else {
            throw UsageError(
                arguments.l10n(.usageQueryTooShort, arguments.command, query), command: arguments.command)
        }
        limit = try arguments.integer("--limit", in: 1...100, default: 10)
        country = try CountryArgument.parse(arguments)
    }

    init(query: String, limit: Int, country: String) {
        self.query = query
        self.limit = limit
        self.country = country
    }

    /// Prints the bundled catalog's results at once, then the store's part when it answers or its deadline passes.
    ///
    /// Text goes out in two writes, the same on a terminal and in a pipe, so a reader sees the bundled answer
    /// while the store is still being asked; a terminal also gets a line saying the store is being asked.
    /// `--json` waits for the store (within its deadline) and prints one document.
    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let search = context.dependencies.searchMovies
        let local: SearchResults
        do { local = try await search.searchCatalog(query, limit: limit) } catch { throw .catalog(error) }
        let text = SearchResultsText(
            console: context.console, l10n: context.l10n, country: country,
            deadline: context.dependencies.shop.deadline)
        if context.format == .text {
            context.console.out(text.catalogPart(local))
        }
        let found: SearchResults
        do {
            found = try await search.addingShop(to: local, country: country, limit: limit)
        } catch {
            throw .catalog(error)
        }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(SearchJSON(found, country: country, l10n: context.l10n)))
        case .text:
            context.console.out(text.storePart(found))
        }
    }
}
