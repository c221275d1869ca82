import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The keys of each screen, in words: the help overlay lists them all, the footer the most useful few.
///
/// It mirrors ``KeyMap``; a test checks that every key listed here does what it says there.
struct KeyGuide {
    /// One key (or a few that do the same) and the localization key of what it does.
    struct Entry: Hashable, Sendable {
        /// The keys, as printed: `j ↓`.
        let keys: String
        /// The localization key of the action.
        let action: String
    }

    let l10n: Localizer

    /// The keys of every list screen: move, and open the detail.
    private static let list = [
        Entry(keys: "j ↓", action: "tui.key.down"), Entry(keys: "k ↑", action: "tui.key.up"),
        Entry(keys: "i Enter", action: "tui.key.details"),
    ]

    /// The current screen's own keys.
    static func screenEntries(for state: AppState) -> [Entry] {
        if state.isTyping { return typingEntries(for: state) }
        if state.isShowingDetail { return detailEntries(for: state) }
        switch state.screen {
        case .feed:
            return [
                // The reactions first: a narrow footer keeps the hints it has room for, in this order.
                Entry(keys: "l", action: "tui.key.like"), Entry(keys: "s", action: "tui.key.save"),
                Entry(keys: "p", action: "tui.key.pass"), Entry(keys: "u", action: "tui.key.undo"),
                Entry(keys: "j ↓", action: "tui.key.nextFilm"), Entry(keys: "k ↑", action: "tui.key.previousFilm"),
                Entry(keys: "i Enter", action: "tui.key.details"),
            ]
        case .discover: return list
        case .search: return list + [Entry(keys: "/", action: "tui.key.field")]
        case .ask: return list + [Entry(keys: "/", action: "tui.key.question")]
        case .saved:
            let undo = state.saved.lastRemoval != nil ? [Entry(keys: "u", action: "tui.key.undoRemove")] : []
            return undo + list + [Entry(keys: "x Del", action: "tui.key.remove")]
        case .recommend:
            // Enter first, as it sends the form from every row; Space only where it switches "or milder".
            let milder = state.formCursor == AppState.milderRow ? [Entry(keys: "Space", action: "tui.key.switch")] : []
            return [Entry(keys: "Enter", action: "tui.key.submit")] + milder + [
                Entry(keys: "j ↓", action: "tui.key.down"), Entry(keys: "k ↑", action: "tui.key.up"),
            ]
        case .onboarding:
            return [
                Entry(keys: "Space", action: "tui.key.toggleGenre"),
                Entry(keys: "Enter", action: "tui.key.saveGenres"),
                Entry(keys: "↑ ↓ ← →", action: "tui.key.moveGenre"), Entry(keys: "Esc", action: "tui.key.skip"),
            ]
        case .preferences where state.preferences.isConfirmingReset:
            return [
                Entry(keys: "y", action: "tui.key.confirmReset"), Entry(keys: "n Esc", action: "tui.key.cancelReset"),
            ]
        case .preferences:
            return [Entry(keys: "g", action: "tui.key.repick"), Entry(keys: "X", action: "tui.key.reset")]
        }
    }

    /// The keys while a film's detail panel is open: closing it first, so even a narrow footer shows how.
    private static func detailEntries(for state: AppState) -> [Entry] {
        let close = Entry(keys: "Esc i", action: "tui.key.close")
        guard state.screen != .feed else {
            return [
                close, Entry(keys: "l", action: "tui.key.like"), Entry(keys: "s", action: "tui.key.save"),
                Entry(keys: "p", action: "tui.key.pass"), Entry(keys: "u", action: "tui.key.undo"),
                Entry(keys: "j ↓", action: "tui.key.nextFilm"), Entry(keys: "k ↑", action: "tui.key.previousFilm"),
            ]
        }
        let own: [Entry] =
            switch state.screen {
            case .saved: [Entry(keys: "x Del", action: "tui.key.remove")]
            case .search: [Entry(keys: "/", action: "tui.key.field")]
            case .ask: [Entry(keys: "/", action: "tui.key.question")]
            default: []
            }
        return [
            close, Entry(keys: "s", action: "tui.key.toggleSave"), Entry(keys: "j ↓", action: "tui.key.nextFilm"),
            Entry(keys: "k ↑", action: "tui.key.previousFilm"),
        ] + own
    }

    /// The keys while typing into the search field, the question field or a form field.
    private static func typingEntries(for state: AppState) -> [Entry] {
        let type = Entry(keys: "a-z", action: "tui.key.type")
        if state.screen == .ask {
            return [
                Entry(keys: "Esc", action: "tui.key.leaveField"), type, Entry(keys: "Enter", action: "tui.key.ask"),
                Entry(keys: "↓", action: "tui.key.picks"),
            ]
        }
        if state.screen == .search {
            // Leaving the field first: a 40-column footer has room for one hint, and it must say how to get out.
            return [
                Entry(keys: "Esc", action: "tui.key.leaveField"), type, Entry(keys: "Enter", action: "tui.key.search"),
                Entry(keys: "↓", action: "tui.key.results"),
            ]
        }
        return [
            type, Entry(keys: "↓ ↑", action: "tui.key.nextField"), Entry(keys: "Enter", action: "tui.key.submit"),
            Entry(keys: "Esc", action: "tui.key.leaveField"),
        ]
    }

    /// The keys that work on every screen.
    static let globalEntries: [Entry] = [
        Entry(keys: "Tab S-Tab", action: "tui.key.switchScreen"),
        Entry(keys: "1-\(Screen.tabs.count)", action: "tui.key.jump"),
        Entry(keys: "r", action: "tui.key.refresh"),
        Entry(keys: "Esc", action: "tui.key.back"),
        Entry(keys: "?", action: "tui.key.help"),
        Entry(keys: "q", action: "tui.key.quit"),
    ]

    /// The keys that always end the footer: help and quit, or only quit (Ctrl-C) while typing.
    static func closingEntries(for state: AppState) -> [Entry] {
        state.isTyping ? [Entry(keys: "Ctrl-C", action: "tui.key.interrupt")] : Array(globalEntries.suffix(2))
    }

    /// The footer's two parts: the screen's keys on the left, one hint each, and help and quit on the right.
    func footer(for state: AppState) -> (keys: [String], always: String) {
        let hint = { (entry: Entry) in keyNames(entry) + " " + l10n(entry.action) }
        return (
            Self.screenEntries(for: state).map(hint), Self.closingEntries(for: state).map(hint).joined(separator: " · ")
        )
    }

    /// The keys as the language names them: `Space` is `Leertaste` on a German keyboard, `Del` is `Entf`.
    func keyNames(_ entry: Entry) -> String {
        entry.keys.split(separator: " ").map { key in
            Self.namedKeys.contains(String(key)) ? l10n("tui.keyName.\(key)") : String(key)
        }.joined(separator: " ")
    }

    /// The keys printed as a word that a keyboard labels differently in another language.
    private static let namedKeys: Set<String> = ["Space", "Del"]

    /// The help overlay's lines: the screen's keys, then the global ones.
    func helpLines(for state: AppState) -> [TextLine] {
        let entries = Self.screenEntries(for: state) + Self.globalEntries
        let width = entries.map { DisplayWidth.of(keyNames($0)) }.max() ?? 0
        func line(_ entry: Entry) -> TextLine {
            TextLine(spans: [
                .init(text: DisplayWidth.pad(keyNames(entry), toWidth: width + 2), emphasis: .strong),
                .init(text: l10n(entry.action), emphasis: .plain),
            ])
        }
        return [TextLine(l10n("tui.help.screen", l10n("tui.screen.\(state.screen.rawValue)")), .dim)]
            + Self.screenEntries(for: state).map(line)
            + [.blank, TextLine(l10n("tui.help.everywhere"), .dim)]
            + Self.globalEntries.map(line)
    }
}
