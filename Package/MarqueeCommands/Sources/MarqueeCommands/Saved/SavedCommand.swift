import Foundation
import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee saved`: the saved shelf, newest first.
struct SavedCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["saved"],
        abstract: .helpSavedAbstract,
        discussion: .helpSavedDiscussion
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        // A one-shot list: following the shelf's broadcast would keep the store from ever settling.
        let store = Store(initialState: SavedState(), reducer: context.reducers.saved(following: false))
        store.send(.task)
        await store.settle()
        if let failure = store.state.shelf.failure { throw .feed(failure) }
        let shelf = store.state.shelf.value ?? []
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(SavedJSON(shelf)))
        case .text:
            context.console.out(text(shelf, console: context.console, l10n: context.l10n))
        }
    }

    private func text(_ shelf: [SavedMovie], console: Console, l10n: Localizer) -> String {
        guard !shelf.isEmpty else { return l10n(.savedEmpty) }
        let heading = console.bold(l10n(.savedHeading, shelf.count)) + "\n\n"
        return heading
            + shelf.map { entry in
                guard let movie = entry.movie else { return "\(entry.id)  " + l10n(.savedGone, entry.id.rawValue) }
                let facts = MovieText(l10n: l10n).facts(movie)
                return "\(entry.id)  " + console.bold(MovieText.titleAndYear(movie))
                    + (facts.isEmpty ? "" : "  " + facts)
            }.joined(separator: "\n")
    }
}
