import MarqueeDomain
import MarqueePresentation
import TerminalKit

/// Watching together: the field that adds a person, then the people and the picks, each with every person's
/// reasons, the cursor on one, and a pick's detail.
struct TogetherView {
    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the screen; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        let l10n = texts.l10n
        let lines = TogetherLines(texts: texts)
        let fieldArea = Rect(row: area.row + 1, column: area.column + 2, height: 1, width: area.width - 4)
        canvas.draw([lines.field(state)], in: fieldArea)
        let frame = Rect(row: area.row + 3, column: area.column + 1, height: area.height - 3, width: area.width - 2)
        let panel = ListPanel(border: border, posterBox: posterBox)
        let title = l10n(.tuiScreenTogether)
        if state.together.picks.isLoading, state.together.picks.value == nil {
            panel.box(frame, title: title, into: &canvas)
            Skeleton.draw(in: frame.inset(by: 1).shifted(columns: 1), label: title, into: &canvas)
            return nil
        }
        let detail = state.detail.map { detail in
            (
                l10n(.tuiDetailTitle),
                DetailText(texts: texts).lines(
                    detail, known: state.selectedTogetherPick?.movie,
                    reactions: state.selectedTogetherPick.flatMap { state.together.reactions[$0.id] } ?? []),
                detail.poster,
                detail.scrollOffset
            )
        }
        let rows = lines.rows(state)
        return panel.draw(
            title: title, header: lines.header(state), rows: rows.rows, cursor: rows.cursorRow, detail: detail,
            in: frame, into: &canvas)
    }
}
