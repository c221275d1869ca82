import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee feed`: the ranked feed, printed from the feed reducer's state.
struct FeedCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["feed"],
        abstract: "help.feed.abstract",
        discussion: "help.feed.discussion",
        options: [
            .value("--limit", "N", short: "-n", help: "help.feed.limit"),
            .value("--genre", "G", help: "help.feed.genre"),
        ]
    )

    let limit: Int
    let genre: Genre?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        limit = try arguments.integer("--limit", in: 1...100, default: 10)
        genre = try GenreArgument.parse(arguments.value("--genre"), option: "--genre", in: arguments)
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
            context.console.out(JSONOutput.encode(FeedJSON(state: state, cards: cards, l10n: context.l10n)))
        case .text:
            let l10n = context.l10n
            let heading = genre.map { l10n("feed.heading.genre", l10n.genre($0)) } ?? l10n("feed.heading.tonight")
            var text = context.console.bold(heading) + " " + l10n("feed.source.local") + "\n\n"
            if cards.isEmpty { text += l10n("feed.empty") + "\n" }
            let reactions = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0.reactions) })
            let renderer = PickRenderer(console: context.console, l10n: l10n)
            text += renderer.text(cards.map(\.recommendation)) { reactions[$0] ?? [] }
            if !state.hasCompletedOnboarding { text += "\n" + l10n("feed.tip.onboard") + "\n" }
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
