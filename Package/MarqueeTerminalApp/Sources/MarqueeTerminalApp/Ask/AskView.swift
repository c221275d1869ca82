import MarqueeDomain
import MarqueePresentation
import TerminalKit

/// Ask: the question field, then the picks as they stream in, the cursor on one, and its detail.
struct AskView {
    let texts: ScreenTexts
    let border: BoxBorder
    /// The poster's box in the detail panel, or `nil` when images are off.
    var posterBox: ImageCellSize? = nil

    /// Draws the screen; returns the detail panel's layout (its poster's box, its rows), or `nil` for no panel.
    @discardableResult
    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) -> DetailLayout? {
        let l10n = texts.l10n
        let lines = AskLines(texts: texts)
        let fieldArea = Rect(row: area.row + 1, column: area.column + 2, height: 1, width: area.width - 4)
        canvas.draw([lines.field(state)], in: fieldArea)
        let frame = Rect(row: area.row + 3, column: area.column + 1, height: area.height - 3, width: area.width - 2)
        let panel = ListPanel(border: border, posterBox: posterBox)
        let title = l10n(.tuiAskPicks)
        if state.ask.answer.isLoading, state.ask.streamed.isEmpty {
            panel.box(frame, title: title, into: &canvas)
            Skeleton.draw(in: frame.inset(by: 1).shifted(columns: 1), label: lines.waiting(state), into: &canvas)
            return nil
        }
        let detail = state.detail.map { detail in
            (
                l10n(.tuiDetailTitle),
                DetailText(texts: texts).lines(detail, known: state.selectedAskMovie, reactions: []),
                detail.poster,
                detail.scrollOffset
            )
        }
        // The cards are wrapped to the list's own width, so every row is one line and the cursor stays in view.
        let split = detail != nil && frame.width >= ListPanel.splitWidth
        let cards = lines.cards(state, width: (split ? frame.width * 2 / 5 : frame.width) - 4)
        return panel.draw(
            title: title, header: lines.header(state), rows: cards.rows + lines.notes(state),
            cursor: cards.cursorRow, detail: detail, in: frame, into: &canvas)
    }
}
