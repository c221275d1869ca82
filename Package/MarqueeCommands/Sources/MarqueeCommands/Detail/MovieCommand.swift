import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee movie <id-or-title> [--country CC]`: everything known about one film, from the catalog and the store.
struct MovieCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["movie"],
        abstract: .helpMovieAbstract,
        discussion: .helpMovieStoreDiscussion,
        arguments: ["<id-or-title>"],
        argumentCount: 1...1,
        options: [CountryArgument.option]
    )

    let query: String
    let country: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        query = arguments.positionals[0]
        country = try CountryArgument.parse(arguments)
    }

    init(query: String, country: String) {
        self.query = query
        self.country = country
    }

    /// Prints the catalog's facts at once, then what the store adds when it answers or its deadline passes.
    ///
    /// Text goes out in two writes, the same on a terminal and in a pipe, so a slow or silent store never holds back
    /// what the bundled catalog already knows. `--json` waits for the store (within its deadline) and prints one
    /// document. A poster, when the terminal can show one (`--images`), follows the text.
    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(
            initialState: DetailState(movieID: MovieID(query.trimmingCharacters(in: .whitespaces)), country: country),
            reducer: context.reducers.detail())
        store.send(.open(query: query))
        let text = MovieDetailText(console: context.console, l10n: context.l10n)
        var early: [String]?
        if context.format == .text {
            // The catalog's own record is known as soon as the name resolves, before the store is asked.
            await store.waitUntil { $0.catalogMovie != nil || !$0.details.isLoading }
            if let catalogFilm = store.state.catalogMovie {
                let head = text.head(DetailedMovie(details: MovieDetails(movie: catalogFilm), source: .bundled))
                context.console.out(head.joined(separator: "\n"))
                early = head
            }
        }
        await store.waitUntil(Self.isComplete)
        store.cancelAll()
        let state = store.state
        if let failure = state.details.failure { throw .catalog(failure) }
        if let failure = state.shelfFailure { throw .feed(failure) }
        if let failure = state.reactions.failure { throw .profile(failure) }
        guard let detail = state.details.value, let reactions = state.reactions.value else { return }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(MovieDetailJSON(detail, reactions: reactions, l10n: context.l10n)))
        case .text:
            if let early {
                let remainder = text.remainder(after: early, detail, reactions: reactions, country: country)
                if !remainder.isEmpty { context.console.out(remainder) }
            } else {
                context.console.out(text.text(detail, reactions: reactions, country: country))
            }
            // The poster comes last, so the text never waits for it.
            await PosterPrinter(
                settings: context.images, posters: context.dependencies.posters, console: context.console
            )
            .show(detail.details.movie.posterURL)
        }
    }

    /// Whether everything the command prints is known: the details, the shelf and the film's reactions.
    ///
    /// A failure of any of them counts as known. The shelf's subscription never ends, so the command waits for
    /// this rather than for `settle()`.
    private static func isComplete(_ state: DetailState) -> Bool {
        if state.details.failure != nil { return true }
        guard state.details.value != nil, state.savedIDs != nil || state.shelfFailure != nil else { return false }
        return state.reactions.value != nil || state.reactions.failure != nil
    }
}
