import MarqueeDomain

/// One line of a screen's text, in styled pieces: what both the full-screen canvas and the linear mode show.
///
/// Screens build lines once; the canvas draws them with styles and wraps them to its width, and the accessible
/// mode prints their plain text, so both modes always say the same thing.
struct TextLine: Hashable, Sendable {
    /// How a piece of text is set off: never by colour alone.
    enum Emphasis: Hashable, Sendable {
        /// Ordinary text.
        case plain
        /// Bold: titles and headings.
        case strong
        /// Dim: secondary facts and hints.
        case dim
        /// Reverse video: the rating pill and the selected row.
        case pill
        /// A reason chip, in brackets, underlined.
        case chip
        /// Bold and reverse: the item under the cursor.
        case selected
        /// Bold, for warnings such as a question before erasing data.
        case warning
    }

    /// One run of text in one emphasis.
    struct Span: Hashable, Sendable {
        /// The text, on one line, with nothing a terminal would obey.
        let text: String
        /// How it is set off.
        let emphasis: Emphasis

        /// A piece of text, under `UntrustedText`'s one-line rule: the screens' last guard, before both the canvas
        /// and the accessible mode, so even a film built in-process with escapes never reaches the terminal.
        init(text: String, emphasis: Emphasis) {
            self.text = UntrustedText.singleLine(text)
            self.emphasis = emphasis
        }
    }

    /// The pieces, left to right.
    let spans: [Span]

    /// A line of one piece.
    init(_ text: String, _ emphasis: Emphasis = .plain) {
        spans = [Span(text: text, emphasis: emphasis)]
    }

    /// A line of several pieces.
    init(spans: [Span]) {
        self.spans = spans
    }

    /// An empty line.
    static let blank = TextLine("")

    /// The line's words without styles, as the accessible mode prints them.
    var plainText: String { spans.map(\.text).joined() }
}
