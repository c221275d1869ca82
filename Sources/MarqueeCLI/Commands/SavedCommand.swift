import Foundation
import MVIKit
import MarqueeDomain
import MarqueePresentation

/// `marquee saved`: the saved shelf, newest first.
struct SavedCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["saved"],
        abstract: "List the films you saved, newest first.",
        discussion: "Remove a film from the shelf with 'marquee unsave <id>'."
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let dependencies = context.dependencies
        let store = Store(
            initialState: SavedState(),
            reducer: SavedReducer(listSaved: dependencies.listSaved, react: dependencies.react)
        )
        store.send(.task)
        await store.settle()
        if let failure = store.state.shelf.failure { throw .feed(failure) }
        let shelf = store.state.shelf.value ?? []
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(SavedJSON(shelf)))
        case .text:
            context.console.out(text(shelf, console: context.console))
        }
    }

    private func text(_ shelf: [SavedMovie], console: Console) -> String {
        guard !shelf.isEmpty else {
            return "Your shelf is empty. Save a film with 'marquee save <id>'; 'marquee feed' shows ids."
        }
        let heading = console.bold("Saved (\(shelf.count))") + "\n\n"
        return heading
            + shelf.map { entry in
                guard let movie = entry.movie else {
                    return "\(entry.id)  (no longer in the catalog; remove it with 'marquee unsave \(entry.id)')"
                }
                let facts = MovieText.facts(movie)
                return "\(entry.id)  " + console.bold(MovieText.titleAndYear(movie))
                    + (facts.isEmpty ? "" : "  " + facts)
            }.joined(separator: "\n")
    }
}
