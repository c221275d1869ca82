import MarqueeDomain

/// A lexicon of word sequences, matched longest first and forgiving plurals.
///
/// Longest first so "romantic comedies" wins over "romantic"; plurals are folded so the tables list
/// each word once ("westerns", "comedies" and "docs" find "western", "comedy" and "doc").
struct PhraseTable<Value: Sendable>: Sendable {
    private let entries: [(words: [String], value: Value)]
    /// Whether a word may also carry a German adjective ending (`AskWords.matches(_:_:inflected:)`).
    private let inflects: Bool

    /// Creates a table from phrases written as space-separated folded words.
    /// - Parameters:
    ///   - phrases: the phrases and their values.
    ///   - inflects: `false` for a table of nouns, which take no adjective endings: "twister" is not "twist" + "er".
    init(_ phrases: [(String, Value)], inflects: Bool = true) {
        entries = phrases.map { (words: $0.0.split(separator: " ").map(String.init), value: $0.1) }
            .sorted { $0.words.count > $1.words.count }
        self.inflects = inflects
    }

    /// The longest phrase starting at `index`, with how many tokens it covers.
    func match(_ tokens: [AskToken], at index: Int) -> (value: Value, length: Int)? {
        for entry in entries where index + entry.words.count <= tokens.count {
            let matched = entry.words.indices.allSatisfy { offset in
                let token = tokens[index + offset]
                return !token.isBreak && AskWords.matches(token.text, entry.words[offset], inflected: inflects)
            }
            if matched { return (entry.value, entry.words.count) }
        }
        return nil
    }
}
