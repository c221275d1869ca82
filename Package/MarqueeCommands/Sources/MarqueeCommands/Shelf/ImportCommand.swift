import Foundation
import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee import FILE`: likes and saves the films of a Letterboxd CSV, in one all-or-nothing profile update.
struct ImportCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["import"],
        abstract: .helpImportAbstract,
        discussion: .helpImportDiscussion,
        arguments: ["<file>"],
        argumentCount: 1...1
    )

    let path: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        path = arguments.positionals[0]
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(initialState: ImportState(), reducer: context.reducers.importShelf())
        store.send(.importFile(path))
        await store.settle()
        if let failure = store.state.phase.failure { throw .transfer(failure) }
        guard let report = store.state.phase.value else { return }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ImportJSON(path: path, report: report)))
        case .text:
            context.console.out(ImportText(l10n: context.l10n).text(report, path: path))
        }
    }
}
