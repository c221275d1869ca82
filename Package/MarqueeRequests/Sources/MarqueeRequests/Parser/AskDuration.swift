import MarqueeDomain

/// A length of time written in a request: "90 minutes", "2 hours", "an hour and a half", "1.5h", "90min".
struct AskDuration {
    /// The length in whole minutes.
    let minutes: Int
    /// How many tokens it spans.
    let length: Int
    /// Minutes per unit of the number as written: 60 for hours, 1 for minutes.
    let minutesPerUnit: Int

    private static let units = PhraseTable<Int>([
        ("minute", 1), ("min", 1), ("mins", 1), ("minuten", 1), ("hour", 60), ("hr", 60), ("hrs", 60), ("h", 60),
        ("stunde", 60), ("stunden", 60), ("std", 60),
    ])

    private static let glued: [(suffix: String, perUnit: Int)] = [
        ("mins", 1), ("min", 1), ("m", 1), ("hrs", 60), ("hr", 60), ("h", 60),
    ]

    /// The duration starting at `index`, if any.
    static func read(_ tokens: [AskToken], at index: Int) -> AskDuration? {
        if index < tokens.count, !tokens[index].isBreak, let single = gluedDuration(tokens[index].text) {
            return AskDuration(minutes: single.minutes, length: 1, minutesPerUnit: single.perUnit)
        }
        guard var number = NumberWords.number(in: tokens, at: index, allowArticle: true), number.value > 0 else {
            return nil
        }
        // "two and a half hours": the half comes before the unit.
        let half = ["and", "a", "half"]
        if half.indices.allSatisfy({ tokenText(tokens, index + number.length + $0) == half[$0] }),
            units.match(tokens, at: index + number.length + half.count) != nil
        {
            number = (number.value + 0.5, number.length + half.count)
        }
        guard let unit = units.match(tokens, at: index + number.length) else { return nil }
        var minutes = number.value * Double(unit.value)
        var length = number.length + unit.length
        // "an hour and a half": the half comes after the unit.
        if unit.value == 60, half.indices.allSatisfy({ tokenText(tokens, index + length + $0) == half[$0] }) {
            minutes += 30
            length += half.count
        }
        return AskDuration(minutes: Int(minutes.rounded()), length: length, minutesPerUnit: unit.value)
    }

    private static func gluedDuration(_ text: String) -> (minutes: Int, perUnit: Int)? {
        for (suffix, perUnit) in glued where text.hasSuffix(suffix) {
            let digits = text.dropLast(suffix.count)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(digits) else {
                continue
            }
            return (Int((value * Double(perUnit)).rounded()), perUnit)
        }
        return nil
    }

    private static func tokenText(_ tokens: [AskToken], _ index: Int) -> String? {
        tokens.indices.contains(index) && !tokens[index].isBreak ? tokens[index].text : nil
    }
}
