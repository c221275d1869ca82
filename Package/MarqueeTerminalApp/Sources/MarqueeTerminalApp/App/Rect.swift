/// A rectangle of canvas cells.
struct Rect: Hashable, Sendable {
    /// The top row.
    var row: Int
    /// The left column.
    var column: Int
    /// The number of rows.
    var height: Int
    /// The number of columns.
    var width: Int

    /// The rectangle `amount` cells smaller on every side.
    func inset(by amount: Int) -> Rect {
        Rect(row: row + amount, column: column + amount, height: height - 2 * amount, width: width - 2 * amount)
    }

    /// The row after the last one.
    var bottom: Int { row + height }
}
