import Foundation
import MarqueeDomain

/// `marquee export --letterboxd FILE`: writes the liked and saved films as Letterboxd-compatible CSV.
struct ExportCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["export"],
        abstract: "help.export.abstract",
        discussion: "help.export.discussion",
        options: [.value("--letterboxd", "FILE", required: true, help: "help.export.letterboxd")]
    )

    let path: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let path = arguments.value("--letterboxd"), !path.isEmpty else {
            throw UsageError(arguments.l10n("usage.export.letterboxdRequired"), command: arguments.command)
        }
        self.path = path
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let export = context.dependencies.exportShelf
        let rows: [ShelfExportRow]
        do {
            rows = try await export.rows()
            // The file is written whole or not at all, so a failed export never leaves half a shelf behind.
            try ShelfFile.write(context.dependencies.shelfFormat.encode(rows), to: path)
        } catch {
            throw .transfer(error)
        }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ExportJSON(path: path, rows: rows)))
        case .text:
            let liked = rows.filter { $0.reactions.contains(.like) }.count
            let saved = rows.filter { $0.reactions.contains(.save) }.count
            context.console.out(context.l10n("export.done", rows.count, path, liked, saved))
        }
    }
}
