/// The one rule for text that came from outside (a store, a service, a model, a file): nothing in it may
/// reach a terminal as something the terminal obeys.
///
/// Removed: C0 controls and DEL; C1 controls (U+0080–U+009F); and whole escape sequences, so no residue such as
/// `[2J` is left behind: CSI (`ESC [` or U+009B, up to its final byte), OSC, DCS, SOS, PM and APC strings (up to
/// BEL, `ESC \` or U+009C; CAN or SUB abort them), and two-byte sequences such as `ESC c` or `ESC ( B`. A
/// string that is never terminated runs to the end of the text, because that is what a terminal would hide.
///
/// Line breaks (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029) and tabs are spacing, not commands:
/// - ``singleLine(_:)`` (titles, names, genres, labels, messages) turns each line break and each tab into one
///   space;
/// - ``multiline(_:)`` (summaries, reasons a model wrote) keeps line breaks as `\n` and turns tabs into spaces.
///
/// Everything else, including combining marks, emoji and CJK, is kept exactly. Neither form trims: mappers
/// decide what surrounding space means for their field. Text with nothing to remove is returned as it is after
/// one pass over its UTF-8 bytes.
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
    ///
    /// Looks at bytes only: a C0 control or DEL is one byte, a C1 control is `C2 80`–`C2 9F`, and U+2028 and
    /// U+2029 are `E2 80 A8` and `E2 80 A9`.
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
