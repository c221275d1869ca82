import Foundation
import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee catalog import-imdb DIR [--min-votes N] [--region RR]` and `marquee catalog remove-imdb`: the person's
/// own catalog, made from IMDb's datasets they downloaded, and its removal.
///
/// The import runs ``CatalogImportReducer``; its progress is a status line on a terminal and one line per file in
/// a pipe, and its last line states the data's terms. Titles are added in the `--lang` the words use.
struct CatalogCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["catalog"],
        abstract: .helpCatalogAbstract,
        discussion: .helpCatalogDiscussion,
        arguments: ["import-imdb <dir> | remove-imdb"],
        argumentCount: 1...2,
        options: [
            .value("--min-votes", "N", help: .helpCatalogMinVotes),
            .value("--region", "RR", help: .helpCatalogRegion),
        ]
    )

    /// What the command does.
    enum Action: Equatable {
        case importIMDb(folder: String, minimumVotes: Int, region: String?)
        case removeIMDb
    }

    let action: Action

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let l10n = arguments.l10n
        switch arguments.positionals[0] {
        case "import-imdb":
            guard arguments.positionals.count == 2 else {
                throw UsageError(l10n(.usageCatalogFolder), command: arguments.command)
            }
            let votes = try arguments.integer("--min-votes", in: 0...100_000_000, default: 1_000)
            let region = arguments.value("--region")?.trimmingCharacters(in: .whitespaces).uppercased()
            action = .importIMDb(
                folder: arguments.positionals[1], minimumVotes: votes, region: region?.isEmpty == true ? nil : region)
        case "remove-imdb":
            guard arguments.positionals.count == 1 else {
                throw UsageError(l10n(.usageCatalogNoFolder), command: arguments.command)
            }
            action = .removeIMDb
        default:
            throw UsageError(l10n(.usageCatalogUnknownAction, arguments.positionals[0]), command: arguments.command)
        }
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        switch action {
        case .removeIMDb:
            guard let imdb = context.dependencies.imdb else { return }
            let wasThere: Bool
            do { wasThere = try imdb.removeOverlay() } catch { throw .imdb(error) }
            switch context.format {
            case .json:
                context.console.out(JSONOutput.encode(CatalogRemovalJSON(removed: wasThere, path: imdb.overlayPath)))
            case .text:
                context.console.out(CatalogText(l10n: context.l10n).removed(wasThere, path: imdb.overlayPath))
            }
        case .importIMDb(let folder, let votes, let region):
            guard let reducer = context.reducers.catalogImport() else { return }
            let request = IMDbImportRequest(
                folder: folder, minimumVotes: votes, language: context.l10n.language.rawValue, region: region)
            let summary = try await importDatasets(request, reducer: reducer, in: context)
            switch context.format {
            case .json: context.console.out(JSONOutput.encode(CatalogImportJSON(summary, l10n: context.l10n)))
            case .text: context.console.out(CatalogText(l10n: context.l10n).done(summary))
            }
        }
    }

    /// Runs the import's reducer, drawing its progress, until it has written the catalog or failed.
    @MainActor private func importDatasets(
        _ request: IMDbImportRequest, reducer: CatalogImportReducer, in context: CommandContext
    ) async throws(CommandFailure) -> IMDbOverlaySummary {
        let store = Store(initialState: CatalogImportState(), reducer: reducer)
        let states = store.states()
        let text = CatalogText(l10n: context.l10n)
        let console = context.console
        let clock = ContinuousClock()
        let start = clock.now
        var lastStatus = start
        var printed = 0
        store.send(.importNow(request))
        for await state in states {
            if context.format == .text {
                if printed < state.finishedFiles.count { console.clearStatus() }
                for file in state.finishedFiles.dropFirst(printed) { console.out(text.fileDone(file)) }
                printed = state.finishedFiles.count
                // A status line ten times a second at most: a terminal redrawn per report would slow the import.
                if let progress = state.progress, !progress.isFileDone, clock.now - lastStatus > .milliseconds(100) {
                    lastStatus = clock.now
                    let elapsed = (clock.now - start) / .seconds(1)
                    console.status(text.progress(progress, elapsed: elapsed))
                }
            }
            if state.phase.value != nil || state.phase.failure != nil { break }
        }
        await store.settle()
        console.clearStatus()
        if let failure = store.state.phase.failure { throw .imdb(failure) }
        guard let summary = store.state.phase.value else {
            throw .imdb(IMDbImportError(.missing, file: request.folder))
        }
        return summary
    }
}
