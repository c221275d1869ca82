import MarqueePresentation
import MarqueeWords
import TerminalKit

/// The keys of each screen, in words: the help overlay lists them all, the footer the most useful few.
///
/// It mirrors `KeyMap`; a test checks that every key listed here does what it says there.
struct KeyGuide {
    /// One key (or a few that do the same) and the localization key of what it does.
    struct Entry: Hashable, Sendable {
        /// The keys, as printed: `j ↓`.
        let keys: String
        /// The localization key of the action.
        let action: L10nKey
    }

    let l10n: Localizer

    /// The keys of every list screen: move, and open the detail.
    private static let list = [
        Entry(keys: "j ↓", action: .tuiKeyDown), Entry(keys: "k ↑", action: .tuiKeyUp),
        Entry(keys: "i Enter", action: .tuiKeyDetails),
    ]

    /// The current screen's own keys.
    static func screenEntries(for state: AppState) -> [Entry] {
        if state.isTyping { return typingEntries(for: state) }
        if state.isShowingDetail { return detailEntries(for: state) }
        switch state.screen {
        case .feed:
            return [
                // The reactions first: a narrow footer keeps the hints it has room for, in this order.
                Entry(keys: "l", action: .tuiKeyLike), Entry(keys: "s", action: .tuiKeySave),
                Entry(keys: "p", action: .tuiKeyPass), Entry(keys: "u", action: .tuiKeyUndo),
                Entry(keys: "j ↓", action: .tuiKeyNextFilm), Entry(keys: "k ↑", action: .tuiKeyPreviousFilm),
                Entry(keys: "i Enter", action: .tuiKeyDetails),
            ]
        case .discover: return list
        case .search: return list + [Entry(keys: "/", action: .tuiKeyField)]
        case .ask: return list + [Entry(keys: "/", action: .tuiKeyQuestion)]
        case .saved:
            let undo = state.saved.lastRemoval != nil ? [Entry(keys: "u", action: .tuiKeyUndoRemove)] : []
            return undo + list + [Entry(keys: "x Del", action: .tuiKeyRemove)]
        case .recommend:
            // Enter first, as it sends the form from every row; Space only where it switches "or milder".
            let milder = state.formCursor == AppState.milderRow ? [Entry(keys: "Space", action: .tuiKeySwitch)] : []
            return [Entry(keys: "Enter", action: .tuiKeySubmit)] + milder + [
                Entry(keys: "j ↓", action: .tuiKeyDown), Entry(keys: "k ↑", action: .tuiKeyUp),
            ]
        case .onboarding:
            return [
                Entry(keys: "Space", action: .tuiKeyToggleGenre),
                Entry(keys: "Enter", action: .tuiKeySaveGenres),
                Entry(keys: "↑ ↓ ← →", action: .tuiKeyMoveGenre), Entry(keys: "Esc", action: .tuiKeySkip),
            ]
        case .preferences where state.preferences.isConfirmingReset:
            return [
                Entry(keys: "y", action: .tuiKeyConfirmReset), Entry(keys: "n Esc", action: .tuiKeyCancelReset),
            ]
        case .preferences:
            return [Entry(keys: "g", action: .tuiKeyRepick), Entry(keys: "X", action: .tuiKeyReset)]
        case .together where state.selectedTogetherMember != nil:
            return list + [Entry(keys: "x Del", action: .tuiKeyRemoveMember), Entry(keys: "/", action: .tuiKeyField)]
        case .together where state.selectedTogetherPick != nil:
            return [
                Entry(keys: "l", action: .tuiKeyLike), Entry(keys: "s", action: .tuiKeySave),
                Entry(keys: "p", action: .tuiKeyPass),
            ] + list + [Entry(keys: "/", action: .tuiKeyField)]
        case .together:
            return list + [Entry(keys: "/", action: .tuiKeyField)]
        }
    }

    /// The keys while a film's detail panel is open: closing it first, so even a narrow footer shows how.
    private static func detailEntries(for state: AppState) -> [Entry] {
        let close = Entry(keys: "Esc i", action: .tuiKeyClose)
        // Scrolling second: at 60 columns a long cast fills the panel, and the footer must say how to read on.
        let scroll = Entry(keys: "PgDn PgUp", action: .tuiKeyScroll)
        guard state.screen != .feed else {
            return [
                close, scroll, Entry(keys: "l", action: .tuiKeyLike), Entry(keys: "s", action: .tuiKeySave),
                Entry(keys: "p", action: .tuiKeyPass), Entry(keys: "u", action: .tuiKeyUndo),
                Entry(keys: "j ↓", action: .tuiKeyNextFilm), Entry(keys: "k ↑", action: .tuiKeyPreviousFilm),
            ]
        }
        let own: [Entry] =
            switch state.screen {
            case .saved: [Entry(keys: "x Del", action: .tuiKeyRemove)]
            case .search: [Entry(keys: "/", action: .tuiKeyField)]
            case .ask: [Entry(keys: "/", action: .tuiKeyQuestion)]
            default: []
            }
        return [
            close, scroll, Entry(keys: "s", action: .tuiKeyToggleSave), Entry(keys: "j ↓", action: .tuiKeyNextFilm),
            Entry(keys: "k ↑", action: .tuiKeyPreviousFilm),
        ] + own
    }

    /// The keys while typing into the search field, the question field or a form field.
    private static func typingEntries(for state: AppState) -> [Entry] {
        let type = Entry(keys: "a-z", action: .tuiKeyType)
        if state.screen == .ask {
            return [
                Entry(keys: "Esc", action: .tuiKeyLeaveField), type, Entry(keys: "Enter", action: .tuiKeyAsk),
                Entry(keys: "↓", action: .tuiKeyPicks),
            ]
        }
        if state.screen == .together {
            return [
                Entry(keys: "Esc", action: .tuiKeyLeaveField), type, Entry(keys: "Enter", action: .tuiKeyAddMember),
                Entry(keys: "↓", action: .tuiKeyToMembers),
            ]
        }
        if state.screen == .search {
            // Leaving the field first: a 40-column footer has room for one hint, and it must say how to get out.
            return [
                Entry(keys: "Esc", action: .tuiKeyLeaveField), type, Entry(keys: "Enter", action: .tuiKeySearch),
                Entry(keys: "↓", action: .tuiKeyResults),
            ]
        }
        return [
            type, Entry(keys: "↓ ↑", action: .tuiKeyNextField), Entry(keys: "Enter", action: .tuiKeySubmit),
            Entry(keys: "Esc", action: .tuiKeyLeaveField),
        ]
    }

    /// The keys that work on every screen.
    static let globalEntries: [Entry] = [
        Entry(keys: "Tab S-Tab", action: .tuiKeySwitchScreen),
        Entry(keys: "1-\(Screen.tabs.count)", action: .tuiKeyJump),
        Entry(keys: "w", action: .tuiKeyTogether),
        Entry(keys: "r", action: .tuiKeyRefresh),
        Entry(keys: "Esc", action: .tuiKeyBack),
        Entry(keys: "?", action: .tuiKeyHelp),
        Entry(keys: "q", action: .tuiKeyQuit),
    ]

    /// The keys that always end the footer: help and quit, or only quit (Ctrl-C) while typing.
    static func closingEntries(for state: AppState) -> [Entry] {
        state.isTyping ? [Entry(keys: "Ctrl-C", action: .tuiKeyInterrupt)] : Array(globalEntries.suffix(2))
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
            Self.namedKeys[String(key)].map { l10n($0) } ?? String(key)
        }.joined(separator: " ")
    }

    /// The keys printed as a word that a keyboard labels differently in another language.
    private static let namedKeys: [String: L10nKey] = [
        "Space": .tuiKeyNameSpace, "Del": .tuiKeyNameDel, "PgDn": .tuiKeyNamePageDown, "PgUp": .tuiKeyNamePageUp,
    ]

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
        return [TextLine(l10n(.tuiHelpScreen, l10n(.screen(state.screen))), .dim)]
            + Self.screenEntries(for: state).map(line)
            + [.blank, TextLine(l10n(.tuiHelpEverywhere), .dim)]
            + Self.globalEntries.map(line)
    }
}
