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
        let dependencies = context.dependencies
        let catalogFilm = try await catalogFilm(dependencies)
        let id = catalogFilm?.id ?? MovieID(query.trimmingCharacters(in: .whitespaces))
        let text = MovieDetailText(console: context.console, l10n: context.l10n)
        var early: [String]?
        if context.format == .text, let catalogFilm {
            let head = text.head(DetailedMovie(details: MovieDetails(movie: catalogFilm), source: .bundled))
            context.console.out(head.joined(separator: "\n"))
            early = head
        }
        let store = Store(
            initialState: DetailState(movieID: id, country: country),
            reducer: DetailReducer(
                loadDetails: dependencies.movieDetail, observeSaved: dependencies.observeSaved,
                react: dependencies.react)
        )
        store.send(.task)
        await store.waitUntil { !$0.details.isLoading && ($0.savedIDs != nil || $0.shelfFailure != nil) }
        store.cancelAll()
        if let failure = store.state.details.failure { throw .catalog(failure) }
        if let failure = store.state.shelfFailure { throw .feed(failure) }
        guard let detail = store.state.details.value else { return }
        let profile: UserProfile
        do { profile = try await dependencies.profile.load() } catch { throw .profile(error) }
        let ids = [id, detail.details.catalogID].compactMap { $0 }
        let reactions = ids.reduce(into: Set<Reaction>()) { $0.formUnion(profile.reactions(to: $1)) }
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
            await PosterPrinter(settings: context.images, posters: dependencies.posters, console: context.console)
                .show(detail.details.movie.posterURL)
        }
    }

    /// The catalog film an id or title names; `nil` for a store id, which only the store knows.
    private func catalogFilm(_ dependencies: AppDependencies) async throws(CommandFailure) -> Movie? {
        if MovieID(query.trimmingCharacters(in: .whitespaces)).isShopID { return nil }
        do { return try await dependencies.findMovie.execute(query) } catch { throw .catalog(error) }
    }
}
