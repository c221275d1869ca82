import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee recommend`: CinemaScopeAI's form mode, answered by a recommender service or by the local engine.
struct RecommendCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["recommend"],
        abstract: .helpRecommendAbstract,
        discussion: .helpRecommendDiscussion,
        options: [
            .value("--year", "YEAR", required: true, help: .helpRecommendYear),
            .value("--duration", "TIME", required: true, help: .helpRecommendDuration),
            .value("--type", "TYPE", required: true, help: .helpRecommendType),
            .value("--rating", "RATING", required: true, help: .helpRecommendRating),
            .flag("--milder", help: .helpRecommendMilder),
            .value("--backend", "URL", help: .helpRecommendBackend),
            .flag("--no-fallback", help: .helpRecommendNoFallback),
            .value("--filter", "TEXT", help: .helpRecommendFilter),
        ]
    )

    let input: RecommendationFormInput
    let parser: RecommendationFormParser
    let backend: String?
    let allowsFallback: Bool
    let filter: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        parser = RecommendationFormParser(currentYear: RecommendationFormParser.thisYear)
        _ = try RecommendFormArgument.form(arguments, parser: parser)
        input = RecommendFormArgument.input(arguments)
        backend = arguments.value("--backend")
        if let backend, RecommenderAddress(backend) == nil {
            throw UsageError(arguments.l10n(.usageRecommendBackend, backend), command: arguments.command)
        }
        allowsFallback = !arguments.has("--no-fallback")
        filter = arguments.value("--filter")
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let configured = try context.dependencies.recommender(backend: backend)
        let (service, address) = (configured?.service, configured?.address)
        let store = Store(
            initialState: RecommendState(input: input, allowsFallback: allowsFallback),
            reducer: context.reducers.recommend(service: service)
        )
        let console = context.console
        let wakingUp = context.l10n(.recommendProgressWakingUp, address ?? "")
        // Progress goes to stderr as it happens, so stdout stays the answer alone.
        let progress = Task { @MainActor in
            await store.waitUntil { $0.progress == .wakingUp }
            if !Task.isCancelled { console.error("marquee: " + wakingUp) }
        }
        store.send(.submitTapped)
        await store.settle()
        progress.cancel()
        if let filter { store.send(.filterChanged(filter)) }
        let state = store.state
        if let failure = state.answer.failure { throw .recommend(failure, backend: address) }
        guard let answer = state.answer.value else { return }
        switch context.format {
        case .json:
            console.out(
                JSONOutput.encode(RecommendJSON(state: state, answer: answer, backend: address, l10n: context.l10n)))
        case .text:
            console.out(
                RecommendText(console: console, l10n: context.l10n, backend: address).text(state, answer: answer))
        }
    }
}
