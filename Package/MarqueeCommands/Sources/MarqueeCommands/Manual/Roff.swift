/// Turns plain text into roff that `man` prints as written, so help texts can go into the manual page unchanged.
enum Roff {
    /// The text escaped: backslashes and dashes, a control character at the start of a line, and every non-ASCII
    /// character as `\[uXXXX]`, so the page renders the same whatever encoding groff assumes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default: result += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return result.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    /// Bold text, for names typed as shown.
    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    /// Italic text, for placeholders.
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
