import MarqueeWords

/// `marquee completions bash|zsh|fish`: prints the shell's completion script, generated from the command table.
struct CompletionsCommand: TextOnlyCommand {
    static let spec = CommandSpec(
        names: ["completions"],
        abstract: .helpCompletionsAbstract,
        discussion: .helpCompletionsDiscussion,
        arguments: ["<shell>"],
        argumentCount: 1...1,
        printsJSON: false,
        noJSON: .usageNoJSONText
    )

    /// The shell to write for: `bash`, `zsh` or `fish`.
    let shell: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        shell = arguments.positionals[0]
        guard CompletionCatalog.shells.contains(shell) else {
            throw UsageError(arguments.l10n(.usageUnknownShell, shell), command: arguments.command)
        }
    }

    func text(l10n: Localizer) -> String { Self.script(for: shell) }

    /// The script for a shell `init` accepted.
    static func script(for shell: String) -> String {
        switch shell {
        case "zsh": ZshCompletionScript().text()
        case "fish": FishCompletionScript().text()
        default: BashCompletionScript().text()
        }
    }
}
