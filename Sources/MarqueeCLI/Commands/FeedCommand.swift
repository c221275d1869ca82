import MVIKit
import MarqueeDomain
import MarqueePresentation

/// `marquee feed`: the ranked feed, printed from the feed reducer's state.
struct FeedCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["feed"],
        abstract: "Show films ranked for you, best first.",
        discussion: """
            The ranking starts from critic scores and learns from the genres you picked and the films you \
            liked, saved and passed. Every pick says why it is there.
            """,
        options: [
            .value("--limit", "N", short: "-n", help: "Show this many films, from 1 to 100. The default is 10."),
            .value("--genre", "G", help: "Show only films of this genre, for example Sci-Fi or Drama."),
        ]
    )

    let limit: Int
    let genre: Genre?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        limit = try arguments.integer("--limit", in: 1...100, default: 10)
        genre = try GenreArgument.parse(arguments.value("--genre"), option: "--genre", command: arguments.command)
    }

    init(limit: Int, genre: Genre?) {
        self.limit = limit
        self.genre = genre
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let state = try await Self.load(limit: limit, genre: genre, context: context)
        let cards = state.cards.value ?? []
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(FeedJSON(state: state, cards: cards)))
        case .text:
            let heading = genre.map { "Top \($0.rawValue) picks for you" } ?? "Tonight's picks for you"
            var text = context.console.bold(heading) + " (local engine, bundled catalog)\n\n"
            if cards.isEmpty {
                text +=
                    "No films left to show: you passed on every match. Try another --genre, or 'marquee unpass <id>'.\n"
            }
            let reactions = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0.reactions) })
            text += PickRenderer(console: context.console).text(cards.map(\.recommendation)) { reactions[$0] ?? [] }
            if !state.hasCompletedOnboarding {
                text += "\nTip: tell Marquee what you enjoy with 'marquee onboard --genres \"Sci-Fi,Drama\"'.\n"
            }
            context.console.out(text)
        }
    }

    /// Runs the feed reducer to completion and returns its final state.
    @MainActor static func load(limit: Int, genre: Genre?, context: CommandContext) async throws(CommandFailure)
        -> FeedState
    {
        let dependencies = context.dependencies
        let store = Store(
            initialState: FeedState(limit: limit, genre: genre),
            reducer: FeedReducer(loadFeed: dependencies.loadFeed, react: dependencies.react)
        )
        store.send(.task)
        await store.settle()
        if let failure = store.state.cards.failure { throw .feed(failure) }
        return store.state
    }
}
