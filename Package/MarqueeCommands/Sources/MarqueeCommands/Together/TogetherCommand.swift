import MVIKit
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// `marquee together OTHER…`: picks for you and the people watching with you; `--save NAME FILE` keeps a person.
struct TogetherCommand: MarqueeCommand {
    static let spec = CommandSpec(
        names: ["together"],
        abstract: .helpTogetherAbstract,
        discussion: .helpTogetherDiscussion,
        arguments: ["<other>..."],
        argumentCount: 1...20,
        options: [
            .value("--limit", "N", short: "-n", help: .helpTogetherLimit),
            .value("--save", "NAME", help: .helpTogetherSave),
        ]
    )

    /// The files, folders or saved names of the people watching with you.
    let others: [String]
    let limit: Int
    /// The name to keep the one other under, with `--save`.
    let saveAs: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        others = arguments.positionals
        limit = try arguments.integer("--limit", in: 1...100, default: 10)
        saveAs = arguments.value("--save")
        if let saveAs {
            guard others.count == 1 else { throw UsageError(arguments.l10n(.usageTogetherSave), command: "together") }
            guard GroupMember.isValidName(saveAs) else {
                throw UsageError(arguments.l10n(.usageTogetherName, saveAs), command: "together")
            }
        }
    }

    init(others: [String], limit: Int = 10) {
        self.others = others
        self.limit = limit
        saveAs = nil
    }

    @MainActor func run(in context: CommandContext) async throws(CommandFailure) {
        let store = Store(initialState: TogetherState(limit: limit), reducer: context.reducers.together())
        if let saveAs {
            store.send(.saveMember(name: saveAs, source: others[0]))
            await store.settle()
            if let failure = store.state.saving.failure {
                throw .member(TogetherMemberFailure(source: others[0], error: failure))
            }
            guard let member = store.state.saving.value else { return }
            switch context.format {
            case .json: context.console.out(JSONOutput.encode(TogetherSavedJSON(member)))
            case .text: context.console.out(context.l10n(.togetherSaved, member.name, member.name) + "\n")
            }
            return
        }
        store.send(.addMembers(others))
        await store.settle()
        if let failure = store.state.memberFailure { throw .member(failure) }
        if let failure = store.state.picks.failure { throw .feed(failure) }
        guard let picks = store.state.picks.value else { return }
        switch context.format {
        case .json: context.console.out(JSONOutput.encode(TogetherJSON(picks, l10n: context.l10n)))
        case .text: context.console.out(TogetherText(console: context.console, l10n: context.l10n).text(picks))
        }
    }
}
