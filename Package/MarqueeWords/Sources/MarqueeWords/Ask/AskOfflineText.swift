import MarqueeDomain

/// The offline answer as text: a heading labelled "offline", then the same cards as the feed.
public struct AskOfflineText {
    let console: Console
    /// The language.
    public let l10n: Localizer

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer) {
        self.console = console
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ request: String, _ answer: AskAnswer, _ note: String?) -> String {
        var text = ""
        if let note { text += note + "\n" }
        text += console.bold(l10n(.askHeadingOffline, request)) + "\n\n"
        if answer.understoodNothing { return text + l10n(.askUnderstoodNothing) + "\n" }
        if let closest = answer.closestYears { text += CoverageText(l10n: l10n).ask(closest) + "\n\n" }
        if let read = AskInterpretationText(l10n: l10n).line(answer) { text += read + "\n\n" }
        if !answer.ignored.isEmpty { text += l10n(.askIgnored, answer.ignored.joined(separator: ", ")) + "\n\n" }
        if answer.recommendations.isEmpty { text += l10n(.askEmpty) + "\n" }
        text += PickRenderer(console: console, l10n: l10n).text(answer.recommendations)
        return text
    }
}
