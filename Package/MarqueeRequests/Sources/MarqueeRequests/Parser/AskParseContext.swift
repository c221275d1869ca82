import MarqueeDomain

/// The tokens of one request and what the rules need to know about the catalog.
struct AskParseContext {
    /// The request as typed.
    let text: String
    /// The request's words and pauses.
    let tokens: [AskToken]
    /// The first and last release years of the catalog, for "after 2005", "recent" and "classic".
    let catalogYears: ClosedRange<Int>
    /// Genres the catalog holds too few films of to answer with.
    var sparseGenres: GenreSet = []

    /// The folded word at `index`, or `nil` past the end or at a pause.
    func word(at index: Int) -> String? {
        guard tokens.indices.contains(index), !tokens[index].isBreak else { return nil }
        return tokens[index].text
    }

    /// The original text of a run of tokens, as the user typed it.
    func raw(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last, tokens.indices.contains(first),
            tokens.indices.contains(last)
        else { return "" }
        return String(text[tokens[first].range.lowerBound..<tokens[last].range.upperBound])
    }

    /// The first rule that recognises the words at `index`.
    func match(at index: Int) -> AskRuleMatch? {
        guard word(at: index) != nil else { return nil }
        for rule in AskIntentParser.rules {
            if let match = rule(self, index) { return match }
        }
        return nil
    }

    /// Whether a new part of the request clearly starts at `index`, which ends a title.
    func startsClause(at index: Int) -> Bool {
        guard let word = word(at: index) else { return true }
        if AskWords.clauseWords.contains(word) { return true }
        return match(at: index)?.isClause == true
    }

    /// Whether the word at `index` is one the parser knows (a criterion, a film noun or a filler), so it
    /// cannot be part of a person's name.
    func isKnownWord(at index: Int) -> Bool {
        guard let word = word(at: index) else { return true }
        if AskWords.fillers.contains(word) || AskWords.clauseWords.contains(word) { return true }
        return AskWords.isMovieNoun(tokens[index]) || match(at: index) != nil
    }
}
