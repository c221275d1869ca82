import TerminalKit

extension Canvas {
    /// Draws lines into a rectangle from its top, wrapping one-piece lines at spaces and clipping the rest.
    ///
    /// - Parameters:
    ///   - lines: the lines to draw.
    ///   - area: where; nothing is drawn outside it.
    /// - Returns: how many rows the lines needed, which may be more than were drawn.
    @discardableResult
    mutating func draw(_ lines: [TextLine], in area: Rect) -> Int {
        var row = area.row
        for line in lines {
            for rowText in Self.rows(of: line, width: area.width) {
                if row < area.bottom { drawRow(rowText, row: row, column: area.column, width: area.width) }
                row += 1
            }
        }
        return row - area.row
    }

    /// The rows a line takes at a width: one-piece lines wrap, lines of several pieces stay on one row.
    static func rows(of line: TextLine, width: Int) -> [[TextLine.Span]] {
        guard line.spans.count == 1, let span = line.spans.first, DisplayWidth.of(span.text) > width else {
            return [line.spans]
        }
        return DisplayWidth.wrap(span.text, width: width).map { [TextLine.Span(text: $0, emphasis: span.emphasis)] }
    }

    private mutating func drawRow(_ spans: [TextLine.Span], row: Int, column: Int, width: Int) {
        var next = column
        for span in spans {
            let room = column + width - next
            guard room > 0 else { break }
            next = put(
                DisplayWidth.truncate(span.text, toWidth: room), row: row, column: next, style: span.emphasis.style)
        }
    }
}

extension TextLine.Emphasis {
    /// The terminal style: attributes that read without colour, with colour only as decoration.
    var style: Style {
        switch self {
        case .plain: .plain
        case .strong: Style(bold: true)
        case .dim: Style(dim: true)
        case .pill: Style(bold: true, reverse: true, color: .yellow)
        case .chip: Style(underline: true, color: .cyan)
        case .selected: Style(bold: true, reverse: true)
        case .warning: Style(bold: true, color: .red)
        }
    }
}
