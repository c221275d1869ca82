import MVIKit
import MarqueeDomain
import MarqueePresentation
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
        let store = Store(initialState: SearchState(country: country, limit: limit), reducer: context.reducers.search())
        store.send(.search(query))
        let text = SearchResultsText(
            console: context.console, l10n: context.l10n, country: country,
            deadline: context.dependencies.shop.deadline)
        if context.format == .text {
            // The reducer shows the catalog's results first, still waiting for the store, as the app's screen does.
            await store.waitUntil { !$0.results.isLoading }
            if let failure = store.state.results.failure { throw .catalog(failure) }
            if let local = store.state.results.value { context.console.out(text.catalogPart(local)) }
        }
        await store.settle()
        if let failure = store.state.results.failure { throw .catalog(failure) }
        guard let found = store.state.results.value else { return }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(SearchJSON(found, country: country, l10n: context.l10n)))
        case .text:
            context.console.out(text.storePart(found))
        }
    }
}
