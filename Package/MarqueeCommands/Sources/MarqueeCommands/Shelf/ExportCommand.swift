import Foundation
import MarqueeDomain
import MarqueeWords

/// `marquee export --letterboxd FILE`: writes the liked and saved films as Letterboxd-compatible CSV; `-` is stdout.
struct ExportCommand: MarqueeCommand {
    /// The `FILE` that means standard output, as for most command-line tools.
    static let standardOutput = "-"

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
        let rows: [ShelfExportRow]
        do { rows = try await context.dependencies.exportShelf.rows() } catch { throw .transfer(error) }
        let csv = context.dependencies.shelfFormat.encode(rows)
        guard path != Self.standardOutput else {
            // Standard output holds the CSV and nothing else, so it can be piped or redirected as a file;
            // the summary is left out rather than sent to stderr, which is for problems.
            context.console.bytes(csv)
            return
        }
        do { try context.dependencies.shelfFiles.write(csv, to: path) } catch { throw .transfer(error) }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ExportJSON(path: path, rows: rows)))
        case .text:
            context.console.out(ExportText(l10n: context.l10n).text(rows, path: path))
        }
    }
}
