import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee like|save|pass|unlike|unsave|unpass <id-or-title>`: records or takes back a reaction.
struct ReactCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["like", "save", "pass", "unlike", "unsave", "unpass"],
        abstract: .helpReactAbstract,
        discussion: .helpReactDiscussion,
        arguments: ["<id-or-title>"],
        // A title may come as several words, "like heat 1995", read as search reads them.
        argumentCount: 1...20
    )

    let reaction: Reaction
    let isUndo: Bool
    let query: String
    /// The command as typed, `like` or `unsave`, which a suggestion repeats.
    let verb: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        isUndo = arguments.command.hasPrefix("un")
        let verb = isUndo ? String(arguments.command.dropFirst(2)) : arguments.command
        guard let reaction = Reaction(rawValue: verb) else {
            throw UsageError(arguments.l10n(.usageUnknownCommand, arguments.command), command: nil)
        }
        self.reaction = reaction
        self.verb = arguments.command
        query = arguments.positionals.joined(separator: " ")
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(initialState: ReactionState(), reducer: context.reducers.reaction())
        store.send(isUndo ? .undo(reaction, naming: query) : .react(reaction, naming: query))
        await store.settle()
        if let failure = store.state.outcome.failure { throw commandFailure(failure) }
        guard let outcome = store.state.outcome.value else { return }
        switch context.format {
        case .json:
            context.console.out(JSONOutput.encode(ReactionJSON(outcome: outcome, reaction: reaction, isUndo: isUndo)))
        case .text:
            context.console.out(ReactionText(l10n: context.l10n).text(outcome, reaction: reaction, isUndo: isUndo))
        }
    }

    /// The reducer's failure as the CLI reports it; a film that could not be named repeats the verb typed.
    private func commandFailure(_ failure: ReactionFailure) -> CommandFailure {
        switch failure {
        case .naming(let error): .naming(error, verb: verb)
        case .catalog(let error): .catalog(error)
        case .profile(let error): .profile(error)
        case .storing(let error): .reaction(error)
        }
    }
}
