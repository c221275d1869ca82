import MarqueeDomain

/// Reads a period: a decade ("90s", "1990s", "'80s", "nineties", "the early 2000s", "90ern") or a year.
enum DecadeRules {
    /// A period found in a request.
    struct Period {
        /// The years it covers.
        let years: ClosedRange<Int>
        /// How many tokens it spans.
        let length: Int
        /// Whether it is a single bare year ("1999"), which may also be part of a title.
        let isYear: Bool
    }

    private static let articles: Set<String> = ["the", "den", "die"]

    private static let qualifiers = PhraseTable<(first: Int, last: Int)>([
        ("early", (0, 4)), ("mid", (3, 6)), ("middle", (3, 6)), ("late", (5, 9)), ("fruhe", (0, 4)),
        ("fruhen", (0, 4)), ("spate", (5, 9)), ("spaten", (5, 9)),
    ])

    private static let decadeWords = PhraseTable<Int>([
        ("forties", 1940), ("fifties", 1950), ("sixties", 1960), ("seventies", 1970), ("eighties", 1980),
        ("nineties", 1990), ("noughties", 2000), ("aughts", 2000), ("two thousands", 2000),
        ("twenty tens", 2010), ("zweitausender", 2000),
    ])

    private static let decadeSuffixes = ["s", "ern", "er"]
    /// Nouns that may follow a decade and belong to it: "1990er Jahre", "the 80s era".
    private static let decadeNouns: Set<String> = ["jahre", "jahren", "jahrgang", "era", "decade", "jahrzehnt"]

    /// The period starting at `index`, if any.
    static func period(in tokens: [AskToken], at index: Int) -> Period? {
        var cursor = index
        if cursor < tokens.count, !tokens[cursor].isBreak, articles.contains(tokens[cursor].text) { cursor += 1 }
        var part: (first: Int, last: Int)?
        if let qualifier = qualifiers.match(tokens, at: cursor) {
            part = qualifier.value
            cursor += qualifier.length
        }
        if case (let decade, var length)? = decade(in: tokens, at: cursor) {
            // "aus den 1990er Jahren", "the 1980s era": the word after a decade belongs to it.
            if cursor + length < tokens.count, !tokens[cursor + length].isBreak,
                decadeNouns.contains(tokens[cursor + length].text)
            {
                length += 1
            }
            let span = part ?? (0, 9)
            return Period(
                years: (decade + span.first)...(decade + span.last), length: cursor + length - index, isYear: false)
        }
        guard part == nil, cursor < tokens.count, let year = tokens[cursor].number, (1900...2099).contains(year),
            tokens[cursor].text.count == 4
        else { return nil }
        return Period(years: year...year, length: cursor + 1 - index, isYear: true)
    }

    /// The first year of a decade written at `index`, with how many tokens it spans.
    private static func decade(in tokens: [AskToken], at index: Int) -> (Int, Int)? {
        guard index < tokens.count, !tokens[index].isBreak else { return nil }
        if let word = decadeWords.match(tokens, at: index) { return word }
        let text = tokens[index].text
        for suffix in decadeSuffixes where text.hasSuffix(suffix) {
            let digits = text.dropLast(suffix.count)
            guard digits.allSatisfy(\.isASCII), let value = Int(digits), value % 10 == 0 else { continue }
            switch digits.count {
            case 2: return (value >= 20 ? 1900 + value : 2000 + value, 1)
            case 4 where (1900...2090).contains(value): return (value, 1)
            default: continue
            }
        }
        return nil
    }
}
