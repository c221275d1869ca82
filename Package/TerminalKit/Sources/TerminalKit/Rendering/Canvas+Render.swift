extension Canvas {
    /// The whole canvas as one string that redraws every row, ready for a single `Terminal.write`.
    ///
    /// Each row is positioned absolutely, styles change only where they differ, and the frame ends with styles
    /// reset. Prefix `ControlSequence.clearScreen` when the terminal may be larger than the canvas.
    ///
    /// - Parameter colors: Whether to emit colour; pass `TerminalEnvironment.usesColor` so `NO_COLOR` is honoured.
    /// - Returns: The frame.
    public func render(colors: Bool) -> String {
        var frame = ControlSequence.resetStyle
        for line in 0..<rows {
            appendRow(line, to: &frame, colors: colors)
        }
        return frame
    }

    /// The smallest update from `previous` to this canvas: only the rows that changed, redrawn whole.
    ///
    /// - Parameters:
    ///   - previous: The canvas currently on screen.
    ///   - colors: Whether to emit colour.
    /// - Returns: An empty string when nothing changed; a clear screen and a full frame when the size changed.
    public func diff(from previous: Canvas, colors: Bool) -> String {
        guard previous.rows == rows, previous.columns == columns else {
            return ControlSequence.clearScreen + render(colors: colors)
        }
        var update = ""
        for line in 0..<rows where row(line) != previous.row(line) {
            if update.isEmpty { update = ControlSequence.resetStyle }
            appendRow(line, to: &update, colors: colors)
        }
        return update
    }

    /// Appends one positioned row; it starts and ends with styles reset.
    private func appendRow(_ line: Int, to output: inout String, colors: Bool) {
        output += ControlSequence.moveCursor(row: line, column: 0)
        var current = Style.plain
        for cell in row(line) where !cell.isContinuation {
            let style = cell.style.effective(colors: colors)
            if style != current {
                output += style.selectGraphicRendition
                current = style
            }
            output.append(cell.character)
        }
        if current != .plain { output += ControlSequence.resetStyle }
    }
}
