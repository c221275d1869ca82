import Foundation
import MarqueeDomain
import MarqueeWords

/// `marquee model [--base-url URL] [--model NAME] [--key-from-stdin | --forget-key]`: the model settings for `ask`.
///
/// The key is read from stdin, never from the command line, where other users could see it in the process list.
struct ModelCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["model"],
        abstract: .helpModelAbstract,
        discussion: .helpModelDiscussion,
        options: [
            .value("--base-url", "URL", help: .helpModelBaseURL),
            .value("--model", "NAME", help: .helpModelModel),
            .flag("--key-from-stdin", help: .helpModelKeyFromStdin),
            .flag("--forget-key", help: .helpModelForgetKey),
        ]
    )

    let baseURL: String?
    let model: String?
    let readsKey: Bool
    let forgetsKey: Bool
    let readLine: @Sendable () -> String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let l10n = arguments.l10n
        baseURL = try arguments.webAddress("--base-url")
        model = arguments.value("--model")
        if model?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            throw UsageError(l10n(.usageModelEmptyModel), command: arguments.command)
        }
        readsKey = arguments.has("--key-from-stdin")
        forgetsKey = arguments.has("--forget-key")
        if readsKey && forgetsKey {
            throw UsageError(l10n(.usageModelKeyTwice), command: arguments.command)
        }
        readLine = { Swift.readLine(strippingNewline: true) }
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let settings = context.dependencies.languageModel
        var key: String?
        if readsKey {
            key = readLine()?.trimmingCharacters(in: .whitespacesAndNewlines)
            if key?.isEmpty ?? true { throw .noKeyOnStdin }
        }
        let report: ModelSettingsReport
        do {
            let change = ModelSettingsChange(baseURL: baseURL, model: model, key: key, forgetsKey: forgetsKey)
            if !change.isEmpty { try settings.update(change) }
            report = try settings.report()
        } catch {
            throw .modelSettings(error)
        }
        switch context.format {
        case .json: context.console.out(JSONOutput.encode(report))
        case .text: context.console.out(ModelSettingsText(l10n: context.l10n).text(report))
        }
    }
}
