import MarqueePresentation
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
        let detail = state.detail != nil ? [Entry(keys: "s", action: "tui.key.toggleSave")] : []
        switch state.screen {
        case .feed:
            return [
                // The reactions first: a narrow footer keeps the hints it has room for, in this order.
                Entry(keys: "l", action: "tui.key.like"), Entry(keys: "s", action: "tui.key.save"),
                Entry(keys: "p", action: "tui.key.pass"), Entry(keys: "u", action: "tui.key.undo"),
                Entry(keys: "j ↓", action: "tui.key.nextFilm"), Entry(keys: "k ↑", action: "tui.key.previousFilm"),
                Entry(keys: "i Enter", action: "tui.key.details"),
            ]
        case .discover: return list + detail
        case .search: return list + [Entry(keys: "/", action: "tui.key.field")] + detail
        case .ask: return list + [Entry(keys: "/", action: "tui.key.question")] + detail
        case .saved: return list + [Entry(keys: "x Del", action: "tui.key.remove")] + detail
        case .recommend:
            return [
                Entry(keys: "j ↓", action: "tui.key.down"), Entry(keys: "k ↑", action: "tui.key.up"),
                Entry(keys: "Space", action: "tui.key.switch"), Entry(keys: "Enter", action: "tui.key.submit"),
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

    /// The keys while typing into the search field, the question field or a form field.
    private static func typingEntries(for state: AppState) -> [Entry] {
        let type = Entry(keys: "a-z", action: "tui.key.type")
        if state.screen == .ask {
            return [
                type, Entry(keys: "Enter", action: "tui.key.ask"), Entry(keys: "↓", action: "tui.key.picks"),
                Entry(keys: "Esc", action: "tui.key.clear"),
            ]
        }
        if state.screen == .search {
            return [
                type, Entry(keys: "Enter", action: "tui.key.search"), Entry(keys: "↓", action: "tui.key.results"),
                Entry(keys: "Esc", action: "tui.key.clear"),
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
        let hint = { (entry: Entry) in entry.keys + " " + l10n(entry.action) }
        return (
            Self.screenEntries(for: state).map(hint), Self.closingEntries(for: state).map(hint).joined(separator: " · ")
        )
    }

    /// The help overlay's lines: the screen's keys, then the global ones.
    func helpLines(for state: AppState) -> [TextLine] {
        let width = (Self.screenEntries(for: state) + Self.globalEntries).map { DisplayWidth.of($0.keys) }.max() ?? 0
        func line(_ entry: Entry) -> TextLine {
            TextLine(spans: [
                .init(text: DisplayWidth.pad(entry.keys, toWidth: width + 2), emphasis: .strong),
                .init(text: l10n(entry.action), emphasis: .plain),
            ])
        }
        return [TextLine(l10n("tui.help.screen", l10n("tui.screen.\(state.screen.rawValue)")), .dim)]
            + Self.screenEntries(for: state).map(line)
            + [.blank, TextLine(l10n("tui.help.everywhere"), .dim)]
            + Self.globalEntries.map(line)
    }
}
