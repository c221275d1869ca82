import Foundation

/// Text folded for matching: lower case, no accents, punctuation as spaces.
///
/// "Amélie", "AMELIE" and "amelie!" all fold to `amelie`, so users never have to type accents.
public struct SearchText: Hashable, Sendable {
    /// The folded text, words separated by single spaces.
    public let folded: String
    /// The folded words.
    public let words: [String]

    /// Folds a piece of text.
    public init(_ text: String) {
        words = Self.foldedWords(text)
        folded = words.joined(separator: " ")
    }

    /// Any text: lower case and accents removed by Foundation, then split at everything but letters and digits.
    public static func foldedWords(_ text: String) -> [String] {
        let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for character in lowered {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character != "'" && character != "’" && !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
