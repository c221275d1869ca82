/// Measures text in terminal columns, and fits it into a number of columns without ever splitting a character.
///
/// East Asian wide and fullwidth characters take 2 columns, as do emoji shown as emoji: ZWJ families, flags,
/// skin tones and text symbols followed by VS16. Combining marks, joiners, variation selectors and controls take 0.
/// Everything else takes 1. A `Character` (a grapheme cluster) is measured as a whole, so "e" + U+0301 is 1 column.
public enum DisplayWidth {
    /// Returns the number of terminal columns a character occupies.
    ///
    /// - Parameter character: One grapheme cluster.
    /// - Returns: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        var width = 0
        var hasEmojiSelector = false
        for scalar in character.unicodeScalars {
            width = max(width, WidthTable.width(of: scalar))
            hasEmojiSelector = hasEmojiSelector || scalar == emojiPresentationSelector
        }
        // VS16 asks for emoji presentation: "❤️" and keycaps such as "1️⃣" are drawn two columns wide.
        if width == 1, hasEmojiSelector, character.unicodeScalars.first?.properties.isEmoji == true {
            return 2
        }
        return width
    }

    /// Returns the number of terminal columns a piece of text occupies.
    ///
    /// - Parameter text: Any string; line breaks and other controls count as 0.
    /// - Returns: The sum of the widths of its characters.
    public static func of(_ text: some StringProtocol) -> Int {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return utf8.count
        }
        return text.reduce(0) { $0 + of($1) }
    }

    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
}
