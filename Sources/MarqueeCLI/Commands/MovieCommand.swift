import MarqueeDomain

/// `marquee movie <id-or-title>`: everything known about one film.
struct MovieCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["movie"],
        abstract: "help.movie.abstract",
        discussion: "help.movie.discussion",
        arguments: ["<id-or-title>"],
        argumentCount: 1...1
    )

    let query: String

    init(_ arguments: ParsedArguments) throws(UsageError) { query = arguments.positionals[0] }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let movie: Movie
        do { movie = try await context.dependencies.findMovie.execute(query) } catch { throw .catalog(error) }
        let profile: UserProfile
        do { profile = try await context.dependencies.profile.load() } catch { throw .profile(error) }
        let reactions = profile.reactions(to: movie.id)
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(MovieDetailJSON(movie: MovieJSON(movie), reactions: reactions)))
        case .text:
            let detail = MovieDetailText(console: context.console, l10n: context.l10n)
            context.console.out(detail.text(movie, reactions: reactions))
        }
    }
}
