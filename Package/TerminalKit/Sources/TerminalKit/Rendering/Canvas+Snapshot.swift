extension Canvas {
    /// The canvas as plain text for snapshot tests: rows joined by `\n`, trailing spaces trimmed, styles dropped.
    ///
    /// - Returns: Exactly `rows` lines; a wide character appears once, as the terminal shows it.
    public func plainText() -> String {
        (0..<rows).map { line in
            var text = String(row(line).filter { !$0.isContinuation }.map(\.character))
            while text.last == " " { text.removeLast() }
            return text
        }
        .joined(separator: "\n")
    }
}
