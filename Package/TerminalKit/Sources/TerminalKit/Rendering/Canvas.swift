/// A grid of character cells that a screen is drawn into, then rendered as one frame or as a diff.
///
/// Text is placed by display width: a wide character takes two cells (the second marked as a continuation), and
/// whatever does not fit is clipped, never wrapped. A wide character never straddles the right edge, and writing
/// over half of a wide character blanks its other half, so a row always renders to exactly `columns` columns.
/// Controls and zero-width characters are skipped, so no text can smuggle an escape sequence onto the screen.
public struct Canvas: Hashable, Sendable {
    /// The number of rows.
    public let rows: Int

    /// The number of columns.
    public let columns: Int

    /// The cells, row after row.
    public private(set) var cells: [Cell]

    /// Creates a blank canvas.
    ///
    /// - Parameters:
    ///   - rows: The number of rows; negative counts as 0.
    ///   - columns: The number of columns; negative counts as 0.
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    /// Creates a blank canvas the size of a terminal.
    ///
    /// - Parameter size: The terminal size.
    public init(size: TerminalSize) {
        self.init(rows: size.rows, columns: size.columns)
    }

    /// The cell at a position.
    ///
    /// - Parameters:
    ///   - row: The row, from 0; must be inside the canvas.
    ///   - column: The column, from 0; must be inside the canvas.
    public subscript(row: Int, column: Int) -> Cell {
        cells[row * columns + column]
    }

    /// The cells of one row.
    ///
    /// - Parameter row: The row, from 0; must be inside the canvas.
    /// - Returns: `columns` cells.
    public func row(_ row: Int) -> ArraySlice<Cell> {
        cells[row * columns..<(row + 1) * columns]
    }

    /// Writes one line of text, clipped to the canvas.
    ///
    /// - Parameters:
    ///   - text: The text; line breaks and other controls are skipped (use `DisplayWidth.wrap` for several lines).
    ///   - row: The row; nothing is written outside the canvas.
    ///   - column: The column the text starts at; it may be negative, and the part left of 0 is clipped.
    ///   - style: How the text is drawn.
    /// - Returns: The column after the last character written, for continuing with another style.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: Style = .plain) -> Int {
        guard (0..<rows).contains(row) else { return column + DisplayWidth.of(text) }
        var next = column
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            defer { next += width }
            guard next >= 0 else { continue }
            guard next + width <= columns else {
                // A wide character at the last column would straddle the edge: blank that column instead.
                if next < columns { place(Cell(character: " ", style: style), width: 1, row: row, column: next) }
                break
            }
            place(Cell(character: character, style: style), width: width, row: row, column: next)
        }
        return next
    }

    /// Sets the cells for one character, keeping every wide character whole.
    private mutating func place(_ cell: Cell, width: Int, row: Int, column: Int) {
        let start = row * columns
        clearWideCharacter(at: column, rowStart: start)
        if width == 2 { clearWideCharacter(at: column + 1, rowStart: start) }
        cells[start + column] = cell
        if width == 2 {
            cells[start + column + 1] = Cell(character: " ", style: cell.style, isContinuation: true)
        }
    }

    /// Blanks the other half of a wide character that has a half at `column`.
    private mutating func clearWideCharacter(at column: Int, rowStart: Int) {
        if cells[rowStart + column].isContinuation, column > 0 {
            cells[rowStart + column - 1] = Cell(character: " ", style: cells[rowStart + column - 1].style)
            cells[rowStart + column] = .blank
        } else if column + 1 < columns, cells[rowStart + column + 1].isContinuation {
            cells[rowStart + column + 1] = Cell(character: " ", style: cells[rowStart + column + 1].style)
        }
    }
}
