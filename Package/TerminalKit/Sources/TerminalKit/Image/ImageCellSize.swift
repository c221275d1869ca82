/// The box an inline image is drawn into, in terminal cells, so the text after it lands where the layout expects.
public struct ImageCellSize: Hashable, Sendable {
    /// Width in columns.
    public var columns: Int
    /// Height in rows.
    public var rows: Int

    /// A box of `columns` × `rows` cells; values below 1 are raised to 1 because a terminal cannot draw less.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }
}
