import MarqueeDomain

/// Reads small numbers written as digits or words: `3`, `three`, `a couple`, `a dozen`, `1.5`.
enum NumberWords {
    private static let words = PhraseTable<Double>([
        ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7), ("eight", 8),
        ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("fifteen", 15), ("twenty", 20),
        ("a couple", 2), ("a couple of", 2), ("couple", 2), ("couple of", 2), ("a few", 3), ("few", 3),
        ("a handful of", 5), ("a dozen", 12), ("dozen", 12), ("an", 1), ("a", 1),
        ("one and a half", 1.5), ("half an", 0.5), ("half a", 0.5),
        ("zwei", 2), ("drei", 3), ("vier", 4), ("funf", 5), ("zehn", 10), ("eineinhalb", 1.5), ("anderthalb", 1.5),
        ("zweieinhalb", 2.5), ("dreieinhalb", 3.5), ("eine", 1), ("einer", 1), ("ein", 1),
    ])

    /// The number starting at `index` and how many tokens it covers; `a`/`an` count as one only when
    /// `allowArticle` is set ("an hour"), so "a comedy" is never a count.
    static func number(in tokens: [AskToken], at index: Int, allowArticle: Bool = false) -> (
        value: Double, length: Int
    )? {
        guard index < tokens.count, !tokens[index].isBreak else { return nil }
        if let value = Double(tokens[index].text), tokens[index].text.first?.isNumber == true {
            return (value, 1)
        }
        guard let match = words.match(tokens, at: index) else { return nil }
        if !allowArticle, ["a", "an", "ein", "eine", "einer"].contains(tokens[index].text), match.length == 1 {
            return nil
        }
        return match
    }
}
