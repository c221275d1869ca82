import MarqueeDomain
import MarqueePresentation
import TerminalKit

/// The saved shelf: a list with a cursor, and the detail of the film under it.
struct SavedView {
    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the screen; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        let l10n = texts.l10n
        let frame = Rect(row: area.row, column: area.column + 1, height: area.height, width: area.width - 2)
        let panel = ListPanel(border: border, posterBox: posterBox)
        switch state.saved.shelf.display {
        case .placeholder:
            panel.box(frame, title: l10n(.tuiSavedLoading), into: &canvas)
            Skeleton.draw(in: frame.inset(by: 1).shifted(columns: 1), label: l10n(.tuiSavedLoading), into: &canvas)
            return nil
        case .unavailable:
            return panel.draw(
                title: l10n(.tuiTabSaved), rows: [TextLine(l10n(.tuiSavedUnavailable), .dim)], cursor: nil,
                detail: nil, in: frame, into: &canvas)
        case .content(let shelf) where shelf.isEmpty:
            return panel.draw(
                title: l10n(.tuiTabSaved), rows: [TextLine(l10n(.tuiSavedEmpty))], cursor: nil, detail: nil,
                in: frame, into: &canvas)
        case .content(let shelf):
            let detail = state.detail.map { detail in
                (
                    l10n(.tuiDetailTitle),
                    DetailText(texts: texts).lines(detail, known: state.selectedSavedEntry?.movie, reactions: [.save]),
                    detail.poster,
                    detail.scrollOffset
                )
            }
            return panel.draw(
                title: l10n(.tuiSavedTitle, shelf.count),
                rows: SavedText(l10n: l10n).rows(shelf, cursor: state.savedCursor),
                cursor: state.savedCursor,
                detail: detail,
                in: frame,
                into: &canvas
            )
        }
    }
}
