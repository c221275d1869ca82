import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee onboard --genres "Sci-Fi,Drama"`: picks the genres the feed starts from.
struct OnboardCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["onboard"],
        abstract: .helpOnboardAbstract,
        discussion: .helpOnboardDiscussion,
        options: [.value("--genres", "LIST", required: true, help: .helpOnboardGenres)]
    )

    let genres: GenreSet

    init(_ arguments: ParsedArguments) throws(UsageError) {
        genres = try GenreArgument.parseList(arguments.value("--genres") ?? "", option: "--genres", in: arguments)
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(initialState: OnboardingState(), reducer: context.reducers.onboarding())
        for genre in genres { store.send(.genreToggled(genre)) }
        store.send(.doneTapped)
        await store.settle()
        if let failure = store.state.saving.failure { throw .profile(failure) }
        let saved = store.state.saving.value?.preferredGenres ?? genres
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ProfileJSON(preferredGenres: saved.map(\.rawValue))))
        case .text:
            context.console.out(context.l10n(.onboardSaved, saved.description) + "\n" + context.l10n(.onboardNext))
        }
    }
}
