import MarqueeDomain

/// How many picks: "3 movies", "five films", "a couple of comedies", "drei Krimis", "top 10", "give me 3".
enum CountRules {
    private static let countNouns: Set<String> = [
        "pick", "option", "suggestion", "recommendation", "idea", "choice", "title", "vorschlag", "vorschlage",
    ]

    /// Matches a count at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        if let word = context.word(at: index), word == "top",
            let number = NumberWords.number(in: context.tokens, at: index + 1), let count = whole(number.value)
        {
            return AskRuleMatch(length: 1 + number.length, isClause: true) { criteria in
                criteria.ask(for: count)
                criteria.favorsAcclaim = true
            }
        }
        guard let number = NumberWords.number(in: context.tokens, at: index), let count = whole(number.value),
            countedNoun(context, after: index + number.length)
        else { return nil }
        return AskRuleMatch(length: number.length, isClause: true) { $0.ask(for: count) }
    }

    /// Whether a film noun or a genre word follows within three words, so the number counts films rather than
    /// minutes or years: "3 movies", "five comedies", "drei Krimis", "two good thrillers".
    private static func countedNoun(_ context: AskParseContext, after index: Int) -> Bool {
        for offset in 0..<4 {
            let position = index + offset
            guard let word = context.word(at: position) else { return false }
            if AskWords.isMovieNoun(context.tokens[position])
                || countNouns.contains(where: { AskWords.matches(word, $0) })
                || GenreLexicon.table.match(context.tokens, at: position) != nil
            {
                return true
            }
        }
        return false
    }

    private static func whole(_ value: Double) -> Int? {
        guard value >= 1, value <= 100, value == value.rounded() else { return nil }
        return Int(value)
    }
}
