import Foundation
import MVIKit
import MarqueeDomain
import TerminalKit

/// A list in a box with a cursor row kept in view, and a detail panel beside it (wide windows) or over it.
struct ListPanel {
    /// From this width the detail opens beside the list instead of over it.
    static let splitWidth = 90

    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the list, then the detail if one is given.
    /// - Parameters:
    ///   - title: the list box's title.
    ///   - header: lines above the rows that do not scroll (a source label, a note).
    ///   - rows: the rows.
    ///   - cursor: the row to keep in view, if any.
    ///   - detail: the detail panel's title, lines, poster and scroll offset, when it is open.
    ///   - frame: where to draw.
    ///   - canvas: the canvas.
    /// - Returns: the detail panel's layout, or `nil` when it is closed.
    @discardableResult
    func draw(
        title: String,
        header: [TextLine] = [],
        rows: [TextLine],
        cursor: Int?,
        detail: (title: String, lines: [TextLine], poster: LoadingPhase<Data, PosterError>, offset: Int)?,
        in frame: Rect,
        into canvas: inout Canvas
    ) -> DetailLayout? {
        let split = detail != nil && frame.width >= Self.splitWidth
        var list = frame
        if split { list.width = frame.width * 2 / 5 }
        if detail == nil || split {
            box(list, title: title, into: &canvas)
            var inside = list.inset(by: 1).shifted(columns: 1)
            let used = min(canvas.draw(header, in: inside), inside.height)
            inside.row += used
            inside.height -= used
            // Scroll so the cursor's row is always inside the box, as near the middle as the list allows.
            let first = cursor.map { max(0, min($0 - inside.height / 2, rows.count - inside.height)) } ?? 0
            canvas.draw(Array(rows.dropFirst(first)), in: inside)
        }
        guard let detail else { return nil }
        var panel = frame
        if split {
            panel.column = list.column + list.width + 1
            panel.width = frame.width - list.width - 1
        }
        box(panel, title: detail.title, into: &canvas)
        return DetailPanel(posterBox: posterBox).draw(
            detail.lines, poster: detail.poster, offset: detail.offset, in: panel.inset(by: 1).shifted(columns: 1),
            into: &canvas)
    }

    func box(_ rect: Rect, title: String, into canvas: inout Canvas) {
        canvas.box(
            row: rect.row, column: rect.column, height: rect.height, width: rect.width, border: border, title: title)
    }
}

extension Rect {
    /// The rectangle moved right and narrowed by `columns`, for text that keeps a margin from a box's left border.
    func shifted(columns: Int) -> Rect {
        Rect(row: row, column: column + columns, height: height, width: width - 2 * columns)
    }
}
