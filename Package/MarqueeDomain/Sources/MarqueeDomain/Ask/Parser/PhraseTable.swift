/// A lexicon of word sequences, matched longest first and forgiving plurals.
///
/// Longest first so "romantic comedies" wins over "romantic"; plurals are folded so the tables list
/// each word once ("westerns", "comedies" and "docs" find "western", "comedy" and "doc").
struct PhraseTable<Value: Sendable>: Sendable {
    private let entries: [(words: [String], value: Value)]

    /// Creates a table from phrases written as space-separated folded words.
    init(_ phrases: [(String, Value)]) {
        entries = phrases.map { (words: $0.0.split(separator: " ").map(String.init), value: $0.1) }
            .sorted { $0.words.count > $1.words.count }
    }

    /// The longest phrase starting at `index`, with how many tokens it covers.
    func match(_ tokens: [AskToken], at index: Int) -> (value: Value, length: Int)? {
        for entry in entries where index + entry.words.count <= tokens.count {
            let matched = entry.words.indices.allSatisfy { offset in
                let token = tokens[index + offset]
                return !token.isBreak && AskWords.matches(token.text, entry.words[offset])
            }
            if matched { return (entry.value, entry.words.count) }
        }
        return nil
    }
}
