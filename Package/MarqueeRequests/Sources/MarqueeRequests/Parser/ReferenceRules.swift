import MarqueeDomain

/// "like <title>", "similar to <title>", "something like Interstellar but more emotional".
///
/// The title runs until a pause, a clause word ("but", "that"), or words that clearly start another part
/// of the request ("from the 90s", "for kids", "more emotional"). It is kept as written; `AskResolver`
/// finds the film.
enum ReferenceRules {
    private static let triggers = PhraseTable<Bool>([
        ("like", true), ("similar to", true), ("such as", true), ("in the style of", true),
        ("in the vein of", true), ("along the lines of", true), ("reminiscent of", true), ("reminds me of", true),
        ("comparable to", true), ("same vibe as", true), ("the vibe of", true), ("similar vibe to", true),
        ("in the spirit of", true), ("ahnlich wie", true), ("so wie", true),
        ("wie", true), ("im stil von", true), ("vergleichbar mit", true),
    ])

    /// Words before "like" that make it a verb ("I'd like", "feel like") rather than a comparison.
    private static let likeAsVerb: Set<String> = [
        "i", "id", "would", "we", "you", "they", "dont", "do", "really", "also", "feel", "might", "may", "to",
        "kids", "people", "usually", "always", "both", "all", "wed", "youd",
    ]

    /// Words that may end a title span but are better left out of it ("like Heat with").
    private static let danglingWords: Set<String> = [
        "with", "and", "or", "from", "by", "in", "on", "for", "of", "the", "a", "an", "to",
    ]

    private static let comparatives: Set<String> = ["more", "less", "extra", "even"]
    private static let maximumTitleWords = 10

    /// Matches a reference at `index`.
    static func match(_ context: AskParseContext, at index: Int) -> AskRuleMatch? {
        guard let trigger = triggers.match(context.tokens, at: index) else { return nil }
        if context.word(at: index) == "like", let previous = context.word(at: index - 1), likeAsVerb.contains(previous)
        {
            return nil
        }
        let start = index + trigger.length
        var end = start
        while end < context.tokens.count, end - start < maximumTitleWords, context.word(at: end) != nil {
            if end > start, endsTitle(context, at: end) { break }
            end += 1
        }
        while end > start, let word = context.word(at: end - 1), danglingWords.contains(word) { end -= 1 }
        guard end > start, isTitle(context, start..<end) else { return nil }
        let title = context.raw(start..<end)
        return AskRuleMatch(length: end - index, isClause: true) { $0.reference = title }
    }

    private static func endsTitle(_ context: AskParseContext, at index: Int) -> Bool {
        if context.startsClause(at: index) { return true }
        // "like Heat with Al Pacino": "with" before a capitalised unknown word names a person, while
        // "Gone with the Wind" and "Interview with the Vampire" go on with an article.
        if context.word(at: index) == "with", context.raw((index + 1)..<(index + 2)).first?.isUppercase == true,
            !context.isKnownWord(at: index + 1)
        {
            return true
        }
        // "like Interstellar more emotional": a comparative followed by a mood or genre starts a new part.
        guard let word = context.word(at: index), comparatives.contains(word) else { return false }
        return MoodLexicon.table.match(context.tokens, at: index + 1) != nil
            || GenreLexicon.table.match(context.tokens, at: index + 1) != nil
    }

    /// Whether a span can be a title: not "a comedy", and not only words the parser knows unless capitalised
    /// ("like Alien" is the film, "like alien movies" is a genre).
    private static func isTitle(_ context: AskParseContext, _ span: Range<Int>) -> Bool {
        guard let first = context.word(at: span.lowerBound),
            !["a", "an", "some", "something", "anything", "this", "that", "these", "those"].contains(first),
            CountRules.match(context, at: span.lowerBound) == nil
        else { return false }
        if context.raw(span).first?.isUppercase == true { return true }
        return span.contains { !context.isKnownWord(at: $0) }
    }
}
