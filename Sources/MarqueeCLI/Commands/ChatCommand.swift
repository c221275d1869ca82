import Foundation
import MarqueeDomain

/// `marquee chat`: one request per line from stdin; follow-ups keep the conversation, `save 2` and `like 1` react.
///
/// Works the same when stdin is a pipe, so a whole conversation can be scripted and tested. With `--json` it
/// prints JSON Lines: one compact `marquee.ask` document per answer and one `marquee.reaction` per reaction, and
/// a line's error as one ``ErrorJSON`` line on stderr.
struct ChatCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["chat"],
        abstract: .helpChatAbstract,
        discussion: .helpChatDiscussion,
        options: AskOptions.specs
    )

    let options: AskOptions
    let readLine: @Sendable () -> String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = try AskOptions(arguments)
        readLine = { Swift.readLine(strippingNewline: true) }
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let session = AskSession(options: options, context: context, jsonLines: true)
        var conversation = ChatConversation()
        var shown: [AskShownPick] = []
        if context.console.isTerminal && context.format == .text { context.console.out(context.l10n(.chatWelcome)) }
        while let line = readLine() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if ["quit", "exit", "bye"].contains(text.lowercased()) { break }
            if let (reaction, number) = ChatReactionLine.parse(text) {
                try await react(reaction, number: number, shown: shown, context: context)
                continue
            }
            do {
                shown = try await session.answer(text, conversation: &conversation, previous: shown)
            } catch .model(let error, let path) {
                // One failed question does not end the chat; the next line may succeed.
                let message = AskFailureText(l10n: context.l10n).text(error, settingsPath: path)
                complain("model", message, text: "marquee: " + message, context: context)
            }
        }
    }

    @MainActor private func react(_ reaction: Reaction, number: Int, shown: [AskShownPick], context: CommandContext)
        async throws(CommandFailure)
    {
        let l10n = context.l10n
        guard shown.indices.contains(number - 1) else {
            let message = l10n(.chatNoSuchPick, number)
            complain("no-such-pick", message, text: message, context: context)
            return
        }
        guard let movie = shown[number - 1].movie else {
            let message = l10n(.chatNotInCatalog, number)
            complain("not-in-catalog", message, text: message, context: context)
            return
        }
        let outcome: ReactionOutcome
        do { outcome = try await context.dependencies.react.execute(reaction, movieID: movie.id) } catch {
            throw .reaction(error)
        }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.line(ReactionJSON(outcome: outcome, reaction: reaction, isUndo: false)))
        case .text:
            context.console.out(l10n(.chatReacted(reaction), MovieText.titleAndYear(movie)))
        }
    }

    /// Reports a line that could not be answered and lets the chat go on: `text` as it is, or under `--json` one
    /// JSON line with `code` and `message`.
    @MainActor private func complain(_ code: String, _ message: String, text: String, context: CommandContext) {
        switch context.format {
        case .json: context.console.error(JSONOutput.line(ErrorJSON(code: code, message: message, exitCode: nil)))
        case .text: context.console.error(text)
        }
    }
}
