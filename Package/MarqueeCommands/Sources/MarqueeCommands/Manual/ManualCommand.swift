import MarqueeWords

/// `marquee man`: prints the manual page, `marquee.1`, generated from the command table and the help texts.
struct ManualCommand: TextOnlyCommand {
    static let spec = CommandSpec(
        names: ["man"],
        abstract: .helpManAbstract,
        discussion: .helpManDiscussion,
        printsJSON: false,
        noJSON: .usageNoJSONText
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    func text(l10n: Localizer) -> String { ManualPage(l10n: l10n).text() }
}
