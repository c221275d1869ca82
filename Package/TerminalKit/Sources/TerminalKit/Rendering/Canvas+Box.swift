extension Canvas {
    /// Draws a rectangle's border and blanks its inside, clipped to the canvas.
    ///
    /// Rectangles smaller than 2×2 draw nothing. A title is set into the top border, truncated to fit.
    ///
    /// - Parameters:
    ///   - row: The top row.
    ///   - column: The left column.
    ///   - height: The number of rows, borders included.
    ///   - width: The number of columns, borders included.
    ///   - border: The line characters; `.ascii` for dumb terminals and the accessible mode.
    ///   - style: How the border and title are drawn.
    ///   - title: Text shown in the top border, if any.
    public mutating func box(
        row: Int,
        column: Int,
        height: Int,
        width: Int,
        border: BoxBorder = .light,
        style: Style = .plain,
        title: String? = nil
    ) {
        guard height >= 2, width >= 2 else { return }
        let pieces = border.pieces
        let inside = width - 2
        let horizontal = String(repeating: pieces.horizontal, count: inside)
        put(String(pieces.topLeft) + horizontal + String(pieces.topRight), row: row, column: column, style: style)
        let blank = String(repeating: " ", count: inside)
        for line in row + 1..<row + height - 1 {
            put(String(pieces.vertical), row: line, column: column, style: style)
            put(blank, row: line, column: column + 1)
            put(String(pieces.vertical), row: line, column: column + width - 1, style: style)
        }
        let bottom = String(pieces.bottomLeft) + horizontal + String(pieces.bottomRight)
        put(bottom, row: row + height - 1, column: column, style: style)
        if let title, inside >= 3 {
            let text = DisplayWidth.truncate(title, toWidth: inside - 2)
            put(" " + text + " ", row: row, column: column + 1, style: style)
        }
    }
}
