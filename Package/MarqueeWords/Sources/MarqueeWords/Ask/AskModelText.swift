import MarqueeDomain

/// A model's answer as text: catalog films as the feed's cards with the model's reason, others in its words only.
public struct AskModelText: Sendable {
    let console: Console
    /// The language.
    public let l10n: Localizer

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer) {
        self.console = console
        self.l10n = l10n
    }

    /// The heading and a blank line; printed first when streaming.
    public func heading(_ request: String, model: String) -> String {
        console.bold(l10n(.askHeadingOnline, request, model)) + "\n\n"
    }

    /// The whole answer at once: exactly what streaming prints piece by piece.
    public func whole(_ request: String, model: String, _ answer: AskModelAnswer) -> String {
        let cards = answer.picks.enumerated().map { card(number: $0.offset + 1, $0.element) }.joined()
        return heading(request, model: model) + cards + footer(answer)
    }

    /// The notes after the cards: nothing fit, picks that could not be read, a cut reply.
    public func footer(_ answer: AskModelAnswer) -> String {
        var lines: [String] = []
        if answer.picks.isEmpty && answer.unreadable == 0 { lines.append(l10n(.askEmpty)) }
        if answer.unreadable > 0 { lines.append(l10n.plural(.askUnreadable, answer.unreadable, answer.total)) }
        if answer.wasCut { lines.append(l10n(.askCut)) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One card and the blank line after it.
    ///
    /// A film the catalog lacks shows only the model's words, never invented facts.
    public func card(number: Int, _ grounded: GroundedPick) -> String {
        let says = "   " + l10n(.askModelSays, grounded.pick.reason)
        guard let movie = grounded.movie else {
            let title = grounded.pick.year.map { "\(grounded.pick.title) (\($0))" } ?? grounded.pick.title
            return "\(number). " + console.bold(title) + "  [" + l10n(.askNotInCatalog) + "]\n" + says + "\n\n"
        }
        let movieText = MovieText(l10n: l10n)
        var lines = ["\(number). " + console.bold(MovieText.titleAndYear(movie))]
        let facts = movieText.facts(movie)
        if !facts.isEmpty { lines.append("   " + facts) }
        let credits = movieText.credits(movie)
        if !credits.isEmpty { lines.append("   " + credits) }
        lines.append(says)
        lines.append("   " + console.dim("id \(movie.id)"))
        return lines.joined(separator: "\n") + "\n\n"
    }
}
