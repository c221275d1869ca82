import MarqueeDomain

/// Prints recommendations as numbered cards.
struct PickRenderer {
    let console: Console

    /// The cards as text, one block per film.
    func text(_ recommendations: [Recommendation], reactions: (MovieID) -> Set<Reaction> = { _ in [] }) -> String {
        recommendations.enumerated().map { offset, pick in
            card(number: offset + 1, pick, reactions: reactions(pick.movie.id))
        }.joined(separator: "\n")
    }

    private func card(number: Int, _ pick: Recommendation, reactions: Set<Reaction>) -> String {
        let movie = pick.movie
        var lines = ["\(number). " + console.bold(MovieText.titleAndYear(movie)) + marks(reactions)]
        let facts = MovieText.facts(movie)
        if !facts.isEmpty { lines.append("   " + facts) }
        let credits = MovieText.credits(movie)
        if !credits.isEmpty { lines.append("   " + credits) }
        let reasons = ReasonText.chips(pick.reasons)
        for (offset, reason) in reasons.enumerated() { lines.append((offset == 0 ? "   Why: " : "        ") + reason) }
        lines.append("   " + console.dim("id \(movie.id)"))
        return lines.joined(separator: "\n") + "\n"
    }

    private func marks(_ reactions: Set<Reaction>) -> String {
        var marks: [String] = []
        if reactions.contains(.like) { marks.append("liked") }
        if reactions.contains(.save) { marks.append("saved") }
        return marks.isEmpty ? "" : "  [" + marks.joined(separator: ", ") + "]"
    }
}
