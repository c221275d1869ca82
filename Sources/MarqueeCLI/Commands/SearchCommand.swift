import MVIKit
import MarqueeDomain
import MarqueePresentation

/// `marquee search <words>`: finds films in the bundled catalog and the iTunes Store, merged and labelled.
struct SearchCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["search"],
        abstract: "help.search.abstract",
        discussion: "help.search.storeDiscussion",
        arguments: ["<words>"],
        argumentCount: 1...20,
        options: [.value("--limit", "N", short: "-n", help: "help.search.limit"), CountryArgument.option]
    )

    let query: String
    let limit: Int
    let country: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        query = arguments.positionals.joined(separator: " ")
        guard SearchMoviesUseCase.isSearchable(query) else {
            throw UsageError(
                arguments.l10n("usage.queryTooShort", arguments.command, query), command: arguments.command)
        }
        limit = try arguments.integer("--limit", in: 1...100, default: 10)
        country = try CountryArgument.parse(arguments)
    }

    init(query: String, limit: Int, country: String) {
        self.query = query
        self.limit = limit
        self.country = country
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        // No debounce: the words are complete, so the search starts at once.
        let store = Store(
            initialState: SearchState(country: country, limit: limit),
            reducer: SearchReducer(search: context.dependencies.searchMovies, debounce: .zero)
        )
        store.send(.queryChanged(query))
        store.send(.searchNow)
        await store.settle()
        if let failure = store.state.results.failure { throw .catalog(failure) }
        let found = store.state.results.value ?? .empty(query)
        let sources = SourceText(l10n: context.l10n, country: country)
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(SearchJSON(found, country: country, l10n: context.l10n)))
        case .text:
            context.console.out(text(found, console: context.console, l10n: context.l10n, sources: sources))
        }
    }

    private func text(_ found: SearchResults, console: Console, l10n: Localizer, sources: SourceText) -> String {
        let line = FilmLine(console: console, l10n: l10n)
        var lines = found.results.map { result in
            let label =
                result.source != .bundled
                ? "search.label.store"
                : result.storeID == nil ? "search.label.bundled" : "search.label.both"
            return line.text(result.movie, label: l10n(label))
        }
        if lines.isEmpty { lines.append(l10n("search.none", found.query)) }
        lines.append("")
        lines.append(sources.line([.bundled] + (found.storeSource.map { [$0] } ?? [])))
        if let failure = found.storeFailure {
            lines.append(l10n("store.fallback.search", FailureMessage(l10n: l10n).catalog(failure)))
        }
        return lines.joined(separator: "\n")
    }
}
