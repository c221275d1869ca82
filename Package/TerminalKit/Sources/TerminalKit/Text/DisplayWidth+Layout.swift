extension DisplayWidth {
    /// Shortens text to at most `width` columns, ending it with an ellipsis when anything was cut.
    ///
    /// Characters are never split: a wide character that would cross the limit is dropped whole, so the result
    /// can be one column narrower than `width`. Spaces left before the ellipsis are trimmed.
    ///
    /// - Parameters:
    ///   - text: The text to shorten.
    ///   - width: The most columns the result may take; 0 or less gives "".
    ///   - ellipsis: Appended when text was cut; dropped itself when it is wider than `width`.
    /// - Returns: `text` unchanged when it fits, otherwise its longest fitting prefix plus `ellipsis`.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        let ellipsisWidth = of(ellipsis)
        let keepsEllipsis = ellipsisWidth <= width
        let budget = keepsEllipsis ? width - ellipsisWidth : width
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = of(character)
            if used + characterWidth > budget { break }
            result.append(character)
            used += characterWidth
        }
        guard keepsEllipsis else { return result }
        while result.last == " " { result.removeLast() }
        return result + ellipsis
    }

    /// Appends spaces until text takes `width` columns.
    ///
    /// - Parameters:
    ///   - text: The text to pad; it is never shortened.
    ///   - width: The number of columns to fill.
    /// - Returns: `text` followed by as many spaces as it lacks.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// Truncates, then pads, so the result takes exactly `width` columns (or one less after a dropped wide
    /// character, which the padding makes up).
    ///
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - width: The number of columns to fill.
    ///   - ellipsis: Appended when text was cut.
    /// - Returns: Text exactly `width` columns wide.
    public static func fit(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        pad(truncate(text, toWidth: width, ellipsis: ellipsis), toWidth: width)
    }

    /// Word-wraps text into lines of at most `width` columns.
    ///
    /// Lines break at spaces; a word wider than `width` (a long URL, a run of CJK without spaces) breaks between
    /// characters. Line breaks in `text` start new lines, and an empty paragraph gives an empty line. A single
    /// character wider than `width` still gets a line of its own, so no text is ever lost.
    ///
    /// - Parameters:
    ///   - text: The text to wrap.
    ///   - width: The most columns a line may take; 0 or less gives no lines.
    /// - Returns: The lines, without trailing spaces; no lines for empty text.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = LineBuilder(width: width)
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                line.add(word, into: &lines)
            }
            lines.append(line.text)
        }
        return lines
    }

    /// The line `wrap` is filling, and the rules for adding a word to it.
    private struct LineBuilder {
        let width: Int
        var text = ""
        var used = 0

        mutating func add(_ word: Substring, into lines: inout [String]) {
            let wordWidth = DisplayWidth.of(word)
            if used > 0, used + 1 + wordWidth <= width {
                text += " " + word
                used += 1 + wordWidth
                return
            }
            if used > 0 { finishLine(into: &lines) }
            if wordWidth <= width {
                text = String(word)
                used = wordWidth
                return
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if used > 0, used + characterWidth > width { finishLine(into: &lines) }
                text.append(character)
                used += characterWidth
            }
        }

        private mutating func finishLine(into lines: inout [String]) {
            lines.append(text)
            text = ""
            used = 0
        }
    }
}
