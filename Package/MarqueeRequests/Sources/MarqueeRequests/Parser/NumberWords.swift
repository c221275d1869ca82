import MarqueeDomain

/// Reads small numbers written as digits or words: `3`, `three`, `a couple`, `a dozen`, `1.5`, and the tens and
/// hundreds a running time is given in: `ninety`, `ninety five`, `a hundred and twenty`, `neunzig`,
/// `hundertzwanzig`, `fünfundneunzig`.
enum NumberWords {
    /// Single words for numbers, English and German.
    ///
    /// "elf" is left out: it is also a film.
    private static let simple: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "zwei": 2, "drei": 3, "vier": 4, "funf": 5,
        "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "zwolf": 12, "zwanzig": 20, "dreissig": 30,
        "vierzig": 40, "funfzig": 50, "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90, "hundert": 100,
        "einhundert": 100, "eineinhalb": 1.5, "anderthalb": 1.5, "zweieinhalb": 2.5, "dreieinhalb": 3.5,
    ]

    /// Indefinite articles, which are a number only before a unit ("an hour", "eine Stunde").
    private static let articles: Set<String> = ["a", "an", "ein", "eine", "einer", "einen", "einem"]
    /// Words for a rough number on their own.
    private static let loose: Set<String> = ["couple", "few", "dozen"]

    private static let phrases = PhraseTable<Double>(
        simple.map { ($0.key, $0.value) } + [
            ("a couple", 2), ("a couple of", 2), ("couple", 2), ("couple of", 2), ("a few", 3), ("few", 3),
            ("a handful of", 5), ("a dozen", 12), ("dozen", 12), ("an", 1), ("a", 1), ("one and a half", 1.5),
            ("half an", 0.5), ("half a", 0.5), ("a hundred", 100), ("one hundred", 100), ("eine", 1), ("einer", 1),
            ("ein", 1),
        ], inflects: false)

    /// The number starting at `index` and how many tokens it covers; `a`/`an` count as one only when
    /// `allowArticle` is set ("an hour"), so "a comedy" and "einen langen Film" are never a count.
    static func number(in tokens: [AskToken], at index: Int, allowArticle: Bool = false) -> (
        value: Double, length: Int
    )? {
        guard index < tokens.count, !tokens[index].isBreak else { return nil }
        if let value = Double(tokens[index].text), tokens[index].text.first?.isNumber == true {
            return (value, 1)
        }
        if let value = germanCompound(tokens[index].text) { return (value, 1) }
        // Number words are matched as written: "nineties" and "twenties" are decades, not plurals of a number.
        let word = tokens[index].text
        guard let match = phrases.match(tokens, at: index),
            match.length > 1 || simple[word] != nil || articles.contains(word) || loose.contains(word)
        else { return nil }
        if !allowArticle, articles.contains(word), match.length == 1 { return nil }
        return compound(match, in: tokens, at: index)
    }

    /// "ninety five", "a hundred and twenty", "hundred twenty": a tens word takes the units after it, a hundred the
    /// tens or units after it (with or without "and").
    private static func compound(_ number: (value: Double, length: Int), in tokens: [AskToken], at index: Int) -> (
        value: Double, length: Int
    ) {
        let value = number.value
        var next = index + number.length
        if value == 100, next < tokens.count, tokens[next].text == "and" { next += 1 }
        guard value == 100 || (value >= 20 && value < 100 && value.truncatingRemainder(dividingBy: 10) == 0),
            next < tokens.count, !tokens[next].isBreak, let following = simple[tokens[next].text],
            following < (value == 100 ? 100 : 10), following >= 1, following == following.rounded()
        else { return number }
        let rest = compound((following, 1), in: tokens, at: next)
        return (value + rest.value, next + rest.length - index)
    }

    /// German numbers written as one word: "hundertzwanzig", "einhundertfünfzig", "fünfundneunzig".
    private static func germanCompound(_ word: String) -> Double? {
        for prefix in ["einhundert", "hundert"] where word.hasPrefix(prefix) && word.count > prefix.count {
            let rest = String(word.dropFirst(prefix.count))
            guard let tail = simple[rest] ?? germanCompound(rest), tail < 100 else { return nil }
            return 100 + tail
        }
        guard let and = word.range(of: "und"), and.lowerBound != word.startIndex,
            let units = simple[String(word[..<and.lowerBound])], units < 10,
            let tens = simple[String(word[and.upperBound...])], tens >= 20, tens < 100
        else { return nil }
        return tens + units
    }
}
