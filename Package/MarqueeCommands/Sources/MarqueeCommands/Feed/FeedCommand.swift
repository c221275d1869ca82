import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee feed`: the ranked feed, printed from the feed reducer's state.
struct FeedCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["feed"],
        abstract: .helpFeedAbstract,
        discussion: .helpFeedDiscussion,
        options: [
            .value("--limit", "N", short: "-n", help: .helpFeedLimit),
            .value("--genre", "G", help: .helpFeedGenre),
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
            let heading = genre.map { l10n(.feedHeadingGenre, l10n.genre($0)) } ?? l10n(.feedHeadingTonight)
            var text = context.console.bold(heading) + " " + l10n(.feedSourceLocal) + "\n\n"
            if cards.isEmpty { text += l10n(.feedEmpty) + "\n" }
            let reactions = Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0.reactions) })
            let renderer = PickRenderer(console: context.console, l10n: l10n)
            text += renderer.text(cards.map(\.recommendation)) { reactions[$0] ?? [] }
            if !state.hasCompletedOnboarding { text += "\n" + l10n(.feedTipOnboard) + "\n" }
            context.console.out(text)
        }
    }

    /// Runs the feed reducer to completion and returns its final state.
    @MainActor static func load(limit: Int, genre: Genre?, context: CommandContext) async throws(CommandFailure)
        -> FeedState
    {
        let store = Store(initialState: FeedState(limit: limit, genre: genre), reducer: context.reducers.feed())
        store.send(.task)
        await store.settle()
        if let failure = store.state.cards.failure { throw .feed(failure) }
        return store.state
    }
}
