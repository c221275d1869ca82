/// How a cell's character is drawn: attributes that work without colour, and an optional colour.
public struct Style: Hashable, Sendable {
    /// Bold (or bright) text.
    public var bold: Bool

    /// Dim (faint) text.
    public var dim: Bool

    /// Underlined text.
    public var underline: Bool

    /// Foreground and background swapped: the colour-free way to mark a selection.
    public var reverse: Bool

    /// The text colour, or `nil` for the terminal's default; dropped when colour is off.
    public var color: Color?

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - bold: Bold text.
    ///   - dim: Dim text.
    ///   - underline: Underlined text.
    ///   - reverse: Reverse video.
    ///   - color: The text colour, if any.
    public init(
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        reverse: Bool = false,
        color: Color? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.color = color
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style as it will look with colour on or off.
    func effective(colors: Bool) -> Style {
        guard !colors, color != nil else { return self }
        var style = self
        style.color = nil
        return style
    }

    /// The SGR sequence that sets exactly this style, starting from a reset so no earlier attribute lingers.
    var selectGraphicRendition: String {
        var parameters = ["0"]
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if let color { parameters.append(String(color.foregroundCode)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
