import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee chat`: one request per line from stdin; follow-ups keep the conversation, `save 2` and `like 1` react.
///
/// Works the same when stdin is a pipe, so a whole conversation can be scripted and tested. With `--json` it
/// prints JSON Lines: one compact `marquee.ask` document per answer and one `marquee.reaction` per reaction, and
/// a line's error as one `ErrorJSON` line on stderr.
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
        if context.console.isTerminal && context.format == .text { context.console.out(context.l10n(.chatWelcome)) }
        while let line = readLine() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if ["quit", "exit", "bye"].contains(text.lowercased()) { break }
            if let (reaction, number) = ChatReactionLine.parse(text) {
                if let reacted = await session.react(reaction, pick: number) { try show(reacted, context: context) }
                continue
            }
            do {
                try await session.answer(text)
            } catch .model(let error, let path) {
                // One failed question does not end the chat; the next line may succeed.
                let message = AskFailureText(l10n: context.l10n).text(error, settingsPath: path)
                complain("model", message, text: "marquee: " + message, context: context)
            }
        }
    }

    /// Prints a stored reaction; a pick that cannot be reacted to is a complaint, and a failed save ends the chat.
    @MainActor private func show(_ reacted: AskReaction, context: CommandContext) throws(CommandFailure) {
        let l10n = context.l10n
        switch reacted.phase {
        case .loaded(let outcome):
            let reaction = reacted.reaction
            switch context.format {
            case .json:
                context.console.out(JSONOutput.line(ReactionJSON(outcome: outcome, reaction: reaction, isUndo: false)))
            case .text:
                // The film as its card showed it; the two differ only if the store renamed it in between.
                let title = (reacted.movie ?? outcome.movie).map(MovieText.titleAndYear) ?? outcome.movieID.rawValue
                context.console.out(l10n(.chatReacted(reaction), title))
            }
        case .failed(.noSuchPick):
            let message = l10n(.chatNoSuchPick, reacted.pick)
            complain("no-such-pick", message, text: message, context: context)
        case .failed(.notInCatalog):
            let message = l10n(.chatNotInCatalog, reacted.pick)
            complain("not-in-catalog", message, text: message, context: context)
        case .failed(.notStored(let error)):
            throw .reaction(error)
        case .idle, .loading:
            // `react` returns once the store has settled, when the reaction is stored or refused.
            break
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
