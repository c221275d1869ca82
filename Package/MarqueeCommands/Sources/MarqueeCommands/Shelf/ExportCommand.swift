import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee export --letterboxd FILE`: writes the liked and saved films as Letterboxd-compatible CSV; `-` is stdout.
struct ExportCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["export"],
        abstract: .helpExportAbstract,
        discussion: .helpExportDiscussion,
        options: [.value("--letterboxd", "FILE", required: true, help: .helpExportLetterboxd)]
    )

    let path: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let path = arguments.value("--letterboxd"), !path.isEmpty else {
            throw UsageError(arguments.l10n(.usageExportLetterboxdRequired), command: arguments.command)
        }
        self.path = path
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(initialState: ExportState(), reducer: context.reducers.export())
        store.send(.exportNow(path))
        await store.settle()
        if let failure = store.state.phase.failure { throw .transfer(failure) }
        guard let summary = store.state.phase.value else { return }
        if let bytes = summary.bytes {
            // Standard output holds the CSV and nothing else, so it can be piped or redirected as a file;
            // the summary is left out rather than sent to stderr, which is for problems.
            context.console.bytes(bytes)
            return
        }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ExportJSON(path: path, rows: summary.rows)))
        case .text:
            context.console.out(ExportText(l10n: context.l10n).text(summary.rows, path: path))
        }
    }
}
