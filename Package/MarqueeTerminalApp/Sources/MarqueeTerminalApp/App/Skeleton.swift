import TerminalKit

/// Placeholder bars drawn while content loads, so a screen is never blank.
enum Skeleton {
    /// The relative lengths of the bars, like a title, two lines of facts and a paragraph.
    private static let widths = [0.5, 0.3, 0.6, 0.45, 0, 0.9, 0.85, 0.7]

    /// Draws the bars from the top of `area`, with a word saying what is coming.
    static func draw(in area: Rect, label: String, into canvas: inout Canvas) {
        canvas.put(
            DisplayWidth.truncate(label, toWidth: area.width), row: area.row, column: area.column,
            style: Style(dim: true))
        for (offset, share) in widths.enumerated() where area.row + 2 + offset < area.bottom {
            let length = Int(Double(area.width) * share)
            canvas.put(
                String(repeating: "░", count: length), row: area.row + 2 + offset, column: area.column,
                style: Style(dim: true))
        }
    }
}
