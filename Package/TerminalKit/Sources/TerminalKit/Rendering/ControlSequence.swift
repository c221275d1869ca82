/// The few escape sequences a full-screen app sends besides frames.
public enum ControlSequence {
    /// Switches to the alternate screen, leaving the shell's screen untouched underneath.
    public static let enterAlternateScreen = "\u{1B}[?1049h"

    /// Returns to the main screen as it was before `enterAlternateScreen`.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"

    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"

    /// Clears the whole screen; prefix a frame with it after a resize.
    public static let clearScreen = "\u{1B}[2J"

    /// Resets every style attribute.
    public static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor to a cell, counted from 0 like `Canvas` rows and columns.
    ///
    /// - Parameters:
    ///   - row: The row, from 0.
    ///   - column: The column, from 0.
    /// - Returns: The CUP sequence (which counts from 1).
    public static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
