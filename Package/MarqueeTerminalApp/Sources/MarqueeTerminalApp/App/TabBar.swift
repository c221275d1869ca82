import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The top row: the app's name, the numbered tabs with the current one marked, and a busy indicator.
///
/// Narrower rows drop the name first, then the padding between tabs, and only then the tabs' names.
struct TabBar {
    let l10n: Localizer
    let spinnerFrame: Int?

    /// Braille spinner frames; one is shown per tick while something loads.
    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    func draw(_ state: AppState, into canvas: inout Canvas) {
        let busy = busyText(state)
        // Room for the busy indicator is kept even when idle, so the tabs never change shape as a load starts.
        let room = canvas.columns - DisplayWidth.of(busyText(spinning: true)) - 2
        let tabs = labels(state)
        let spacious = tabs.reduce(0) { $0 + DisplayWidth.of($1.0) + 3 }
        let tight = tabs.reduce(2) { $0 + DisplayWidth.of($1.0) + 1 }
        var column = 0
        // The app's name goes first when there is room for it and for every tab's name.
        if spacious + DisplayWidth.of(Self.name) <= room {
            column = canvas.put(Self.name, row: 0, column: 0, style: Style(bold: true, reverse: true))
        }
        if spacious > room - column, tight <= room {
            for (label, isCurrent) in tabs {
                column += 1
                let style = isCurrent ? Style(bold: true, reverse: true) : .plain
                column = canvas.put(isCurrent ? "[" + label + "]" : label, row: 0, column: column, style: style)
            }
        } else {
            for (label, isCurrent) in spacious <= room - column ? tabs : compact(tabs) {
                column += 1
                let text = isCurrent ? "[" + label + "]" : " " + label + " "
                column = canvas.put(
                    text, row: 0, column: column, style: isCurrent ? Style(bold: true, reverse: true) : .plain)
            }
        }
        if !busy.isEmpty {
            canvas.put(busy, row: 0, column: canvas.columns - DisplayWidth.of(busy) - 1, style: Style(dim: true))
        }
    }

    /// The app's name at the left of the bar.
    static let name = " Marquee "

    /// The tab labels, `1 Feed`, with the current one marked.
    func labels(_ state: AppState) -> [(String, Bool)] {
        Screen.tabs.enumerated().map { index, screen in
            ("\(index + 1) " + l10n(.tab(screen)), screen == state.screen)
        }
    }

    /// Only the numbers, with the current tab still named, for a row too narrow for every name.
    private func compact(_ tabs: [(String, Bool)]) -> [(String, Bool)] {
        tabs.enumerated().map { index, tab in tab.1 ? tab : ("\(index + 1)", false) }
    }

    private func busyText(_ state: AppState) -> String {
        state.isBusy ? busyText(spinning: spinnerFrame != nil) : ""
    }

    private func busyText(spinning: Bool) -> String {
        guard spinning else { return l10n(.tuiBusy) }
        return String(Self.spinner[(spinnerFrame ?? 0) % Self.spinner.count]) + " " + l10n(.tuiBusy)
    }
}
