import MVIKit
import MarqueeDomain
import MarqueePresentation

/// `marquee onboard --genres "Sci-Fi,Drama"`: picks the genres the feed starts from.
struct OnboardCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["onboard"],
        abstract: "Pick the genres you enjoy, so the feed starts from your taste.",
        discussion: "Running it again replaces your genres and keeps your likes, saves and passes.",
        options: [
            .value("--genres", "LIST", help: "The genres you enjoy, separated by commas, for example \"Sci-Fi,Drama\".")
        ]
    )

    let genres: GenreSet

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let list = arguments.value("--genres") else {
            throw UsageError(
                "'onboard' needs --genres, for example --genres \"Sci-Fi,Drama\". "
                    + "Accepted genres: \(GenreArgument.accepted).",
                command: arguments.command
            )
        }
        genres = try GenreArgument.parseList(list, option: "--genres", command: arguments.command)
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(
            initialState: OnboardingState(),
            reducer: OnboardingReducer(completeOnboarding: context.dependencies.completeOnboarding)
        )
        for genre in genres { store.send(.genreToggled(genre)) }
        store.send(.doneTapped)
        await store.settle()
        if let failure = store.state.saving.failure { throw .profile(failure) }
        let saved = store.state.saving.value?.preferredGenres ?? genres
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ProfileJSON(preferredGenres: saved.map(\.rawValue))))
        case .text:
            context.console.out(
                "Saved your genres: \(saved.description).\nSee what that changes with 'marquee feed'."
            )
        }
    }
}
