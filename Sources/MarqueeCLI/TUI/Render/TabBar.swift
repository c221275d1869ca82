import MarqueePresentation
import TerminalKit

/// The top row: the app's name, the numbered tabs with the current one marked, and a busy indicator.
struct TabBar {
    let l10n: Localizer
    let spinnerFrame: Int?

    /// Braille spinner frames; one is shown per tick while something loads.
    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    func draw(_ state: AppState, into canvas: inout Canvas) {
        var column = canvas.put(" Marquee ", row: 0, column: 0, style: Style(bold: true, reverse: true))
        let busy = busyText(state)
        let room = canvas.columns - column - DisplayWidth.of(busy) - 1
        for (label, isCurrent) in labels(state, room: room) {
            column += 1
            let text = isCurrent ? "[" + label + "]" : " " + label + " "
            column = canvas.put(
                text, row: 0, column: column, style: isCurrent ? Style(bold: true, reverse: true) : .plain)
        }
        if !busy.isEmpty {
            canvas.put(busy, row: 0, column: canvas.columns - DisplayWidth.of(busy) - 1, style: Style(dim: true))
        }
    }

    /// The tab labels: `1 Feed`, or only the numbers with the current tab named when the row is too narrow.
    func labels(_ state: AppState, room: Int) -> [(String, Bool)] {
        let tabs = Screen.tabs.enumerated().map { index, screen in
            ("\(index + 1) " + l10n("tui.tab.\(screen.rawValue)"), screen == state.screen)
        }
        let width = tabs.reduce(0) { $0 + DisplayWidth.of($1.0) + 3 }
        guard width > room else { return tabs }
        return Screen.tabs.enumerated().map { index, screen in
            screen == state.screen ? (tabs[index].0, true) : ("\(index + 1)", false)
        }
    }

    private func busyText(_ state: AppState) -> String {
        guard state.isBusy else { return "" }
        guard let frame = spinnerFrame else { return l10n("tui.busy") }
        return String(Self.spinner[frame % Self.spinner.count]) + " " + l10n("tui.busy")
    }
}
