import MarqueeDomain

/// One word of a request, folded for matching, with where it sits in the text as typed.
struct AskToken: Hashable, Sendable {
    /// The word folded to lower case without accents or apostrophes: `Amélie's` is `amelies`.
    let text: String
    /// Where the word sits in the original text, so titles and names keep the user's spelling.
    let range: Range<String.Index>
    /// Whether this is a pause (a comma, full stop, semicolon, bracket or `!`/`?`) rather than a word.
    let isBreak: Bool

    /// The word as a whole number, when it is all digits.
    var number: Int? { text.allSatisfy(\.isASCII) ? Int(text) : nil }
}
