/// The one rule for text that came from outside (a store, a service, a model, a file): nothing in it may
/// reach a terminal as something the terminal obeys.
public enum UntrustedText {
    /// The text as one line that is safe to print: no controls, no escape sequences, breaks and tabs as spaces.
    /// - Parameter text: text from outside.
    /// - Returns: the cleaned text.
    public static func singleLine(_ text: String) -> String {
        isClean(text, keepsLineFeeds: false) ? text : cleaned(text, lineBreak: " ")
    }

    /// The text with its line breaks (as `\n`) and nothing else that a terminal would obey; tabs become spaces.
    /// - Parameter text: text from outside.
    /// - Returns: the cleaned text.
    public static func multiline(_ text: String) -> String {
        isClean(text, keepsLineFeeds: true) ? text : cleaned(text, lineBreak: "\n")
    }

    /// Whether the text holds nothing either form would change (beyond `\n` when line feeds are kept).
    static func isClean(_ text: String, keepsLineFeeds: Bool) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 {
                guard keepsLineFeeds, byte == 0x0A else { return false }
            } else if byte == 0x7F {
                return false
            } else if previous == 0xC2, byte < 0xA0, byte >= 0x80 {
                return false
            } else if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 {
                return false
            }
            beforePrevious = previous
            previous = byte
        }
        return true
    }
}
