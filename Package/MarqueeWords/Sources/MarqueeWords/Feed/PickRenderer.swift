import MarqueeDomain

/// Prints recommendations as numbered cards.
public struct PickRenderer {
    let console: Console
    /// The language.
    public let l10n: Localizer

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer) {
        self.console = console
        self.l10n = l10n
    }

    /// The cards as text, one block per film.
    public func text(_ recommendations: [Recommendation], reactions: (MovieID) -> Set<Reaction> = { _ in [] }) -> String
    {
        recommendations.enumerated().map { offset, pick in
            card(number: offset + 1, pick, reactions: reactions(pick.movie.id))
        }.joined(separator: "\n")
    }

    private func card(number: Int, _ pick: Recommendation, reactions: Set<Reaction>) -> String {
        let movie = pick.movie
        let movieText = MovieText(l10n: l10n)
        var lines = ["\(number). " + console.bold(MovieText.titleAndYear(movie)) + marks(reactions)]
        let facts = movieText.facts(movie)
        if !facts.isEmpty { lines.append("   " + facts) }
        let credits = movieText.credits(movie)
        if !credits.isEmpty { lines.append("   " + credits) }
        let why = l10n(.feedWhy)
        let indent = String(repeating: " ", count: why.count)
        var chips = ReasonText(l10n: l10n, film: movie).chips(pick.reasons)
        if let imdb = movieText.imdbOnlyReason(movie) { chips.append(imdb) }
        for (offset, chip) in chips.enumerated() {
            lines.append("   " + (offset == 0 ? why : indent) + chip)
        }
        lines.append("   " + console.dim("id \(movie.id)"))
        return lines.joined(separator: "\n") + "\n"
    }

    private func marks(_ reactions: Set<Reaction>) -> String {
        var marks: [String] = []
        if reactions.contains(.like) { marks.append(l10n(.feedMarkLiked)) }
        if reactions.contains(.save) { marks.append(l10n(.feedMarkSaved)) }
        return marks.isEmpty ? "" : "  [" + marks.joined(separator: ", ") + "]"
    }
}
