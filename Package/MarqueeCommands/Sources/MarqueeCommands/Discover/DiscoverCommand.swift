import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee discover [--genre G] [--country CC] [--refresh]`: the store's top films, printed from the Discover
/// reducer's state.
struct DiscoverCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["discover"],
        abstract: .helpDiscoverAbstract,
        discussion: .helpDiscoverDiscussion,
        options: [
            .value("--genre", "G", help: .helpDiscoverGenre),
            CountryArgument.option,
            .flag("--refresh", help: .helpDiscoverRefresh),
        ]
    )

    let genre: ChartGenre?
    let country: String
    let refresh: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        genre = try ChartGenreArgument.parse(
            arguments.value("--genre"), option: "--genre", l10n: arguments.l10n, command: arguments.command)
        country = try CountryArgument.parse(arguments)
        refresh = arguments.has("--refresh")
    }

    init(genre: ChartGenre?, country: String, refresh: Bool) {
        self.genre = genre
        self.country = country
        self.refresh = refresh
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(
            initialState: DiscoverState(genre: genre, country: country), reducer: context.reducers.discover())
        // A one-shot run has nothing on screen to keep, so `--refresh` is a first load that skips fresh cache
        // entries, rather than the reducer's refresh (which would load twice).
        store.send(refresh ? .taskRefreshing : .task)
        await store.settle()
        if let failure = store.state.catalog.failure { throw .catalog(failure) }
        guard let catalog = store.state.catalog.value else { return }
        let text = DiscoverText(
            console: context.console, l10n: context.l10n, sources: SourceText(l10n: context.l10n, country: country))
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(DiscoverJSON(catalog, country: country, genre: genre, text: text)))
        case .text:
            context.console.out(text.text(catalog))
        }
    }
}
