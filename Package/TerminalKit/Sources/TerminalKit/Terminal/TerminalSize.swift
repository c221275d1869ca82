/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// The number of rows (lines).
    public var rows: Int

    /// The number of columns.
    public var columns: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - rows: The number of rows.
    ///   - columns: The number of columns.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// 80×24, used when the size cannot be read (not a terminal, or the terminal reports zero).
    public static let fallback = TerminalSize(rows: 24, columns: 80)
}
