import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The help overlay: a box over the content listing the current screen's keys and the global ones.
struct HelpOverlay {
    let l10n: Localizer
    let border: BoxBorder

    func draw(_ state: AppState, in area: Rect, into canvas: inout Canvas) {
        let lines = KeyGuide(l10n: l10n).helpLines(for: state)
        let textWidth = lines.map { DisplayWidth.of($0.plainText) }.max() ?? 0
        let width = min(area.width - 2, textWidth + 4)
        let height = min(area.height, lines.count + 2)
        let box = Rect(
            row: area.row + (area.height - height) / 2,
            column: area.column + (area.width - width) / 2,
            height: height,
            width: width
        )
        canvas.box(
            row: box.row, column: box.column, height: box.height, width: box.width, border: border,
            style: Style(bold: true), title: l10n(.tuiHelpTitle))
        canvas.draw(lines, in: Rect(row: box.row + 1, column: box.column + 2, height: box.height - 2, width: width - 4))
    }
}
