import Foundation
import MarqueeDomain

/// `marquee chat`: one request per line from stdin; follow-ups keep the conversation, `save 2` and `like 1` react.
///
/// Works the same when stdin is a pipe, so a whole conversation can be scripted and tested.
struct ChatCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["chat"],
        abstract: "help.chat.abstract",
        discussion: "help.chat.discussion",
        options: AskOptions.specs
    )

    let options: AskOptions
    let readLine: @Sendable () -> String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = try AskOptions(arguments)
        readLine = { Swift.readLine(strippingNewline: true) }
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let session = AskSession(options: options, context: context)
        var conversation = ChatConversation()
        var shown: [AskShownPick] = []
        if context.console.isTerminal { context.console.out(context.l10n("chat.welcome")) }
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
                context.console.error("marquee: " + AskFailureText(l10n: context.l10n).text(error, settingsPath: path))
            }
        }
    }

    @MainActor private func react(_ reaction: Reaction, number: Int, shown: [AskShownPick], context: CommandContext)
        async throws(CommandFailure)
    {
        let l10n = context.l10n
        guard shown.indices.contains(number - 1) else {
            context.console.error(l10n("chat.noSuchPick", number))
            return
        }
        guard let movie = shown[number - 1].movie else {
            context.console.error(l10n("chat.notInCatalog", number))
            return
        }
        do { _ = try await context.dependencies.react.execute(reaction, movieID: movie.id) } catch {
            throw .reaction(error)
        }
        context.console.out(l10n("chat.reacted.\(reaction.rawValue)", MovieText.titleAndYear(movie)))
    }
}
