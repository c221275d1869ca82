import Foundation
import MVIKit
import MarqueeDomain
import TerminalKit

/// The inside of the detail panel: the poster's box at its top left when images are on, and the words beside it.
///
/// The box is only reserved: the image is drawn over it after the frame's text (`PosterLayer`), so the canvas, and
/// every snapshot of it, holds the words alone.
struct DetailPanel {
    /// The poster's box in the app: 16 columns by 12 rows is a 2:3 poster on cells about twice as tall as wide,
    /// small enough to leave the words most of an 80-column panel.
    static let posterBox = ImageCellSize(columns: 16, rows: 12)
    /// The blank columns between the box and the words.
    static let gap = 2
    /// The narrowest the words may get beside the box; a panel narrower than that shows no image.
    static let minimumTextWidth = 24

    /// The poster's box, or `nil` when images are off: then the words keep the whole panel, exactly as before.
    let posterBox: ImageCellSize?

    /// Draws the words, beside the poster's box when there is one, scrolled down by `offset` rows.
    /// - Parameters:
    ///   - lines: the panel's words.
    ///   - poster: where the panel's poster stands.
    ///   - offset: the rows of words above the view, clamped so the last page is the furthest it goes.
    ///   - area: the inside of the panel.
    ///   - canvas: the canvas.
    /// - Returns: the box the poster goes in, and how many of the words' rows show.
    @discardableResult
    func draw(
        _ lines: [TextLine], poster: LoadingPhase<Data, PosterError>, offset: Int = 0, in area: Rect,
        into canvas: inout Canvas
    ) -> DetailLayout {
        let box = box(for: poster, in: area)
        let indent = box.map { $0.width + Self.gap } ?? 0
        let words = Rect(row: area.row, column: area.column + indent, height: area.height, width: area.width - indent)
        // Wrapped first, so a long cast scrolls row by row rather than jumping a whole paragraph.
        let rows = lines.flatMap { line in
            Canvas.rows(of: line, width: words.width).map { TextLine(spans: $0) }
        }
        let layout = DetailLayout(posterBox: box, visibleRows: max(0, words.height), totalRows: rows.count)
        canvas.draw(Array(rows.dropFirst(min(max(0, offset), layout.lastOffset))), in: words)
        return layout
    }

    /// The box, while a poster is on its way or has come, so the words move at most once, as the details arrive
    /// and ask for it, and never when the image lands; not when the poster failed or the panel is too small.
    private func box(for poster: LoadingPhase<Data, PosterError>, in area: Rect) -> Rect? {
        guard let size = posterBox, poster.isLoading || poster.value != nil, area.height >= size.rows,
            area.width - size.columns - Self.gap >= Self.minimumTextWidth
        else { return nil }
        return Rect(row: area.row, column: area.column, height: size.rows, width: size.columns)
    }
}
