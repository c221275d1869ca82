import MarqueePresentation
import TerminalKit

/// Maps a key press to an action: a pure table per screen, with no state of its own.
///
/// Global keys (`q`, `?`, Tab, Shift-Tab, the number keys, `w`, Escape, `r`, `o`) work on every screen; each screen adds
/// its own. While typing (the search field, a form field, the question) printable keys type instead, Tab still moves
/// on, and Ctrl-C quits. While the help overlay is open, every key but `q` and Ctrl-C just closes it.
enum KeyMap {
    /// How many genres one column of the picker holds; Left and Right jump a column.
    static let pickerRows = 7

    /// The action for a key on the current screen.
    /// - Parameters:
    ///   - key: the key pressed.
    ///   - state: what is on screen.
    ///   - detail: the detail panel as last drawn, which the paging keys scroll; `nil` when none is drawn (the
    ///     linear mode prints the whole panel, so there is nothing to scroll).
    /// - Returns: the action, or `nil` when the key means nothing here.
    static func action(for key: Key, in state: AppState, detail: DetailLayout? = nil) -> KeyAction? {
        if key == .control("c") { return .interrupt }
        if state.isTyping, !state.isShowingHelp, let intent = typingIntent(for: key) { return .send(intent) }
        if key == .character("q") { return .quit }
        if state.isShowingHelp { return .send(.backTapped) }
        if state.isShowingDetail, let detail, let intent = scrollIntent(for: key, in: state, detail: detail) {
            return .send(intent)
        }
        if let intent = screenIntent(for: key, in: state) ?? globalIntent(for: key) { return .send(intent) }
        return nil
    }

    /// The paging keys of an open detail panel, as in a pager.
    ///
    /// Page Down and Space go a page on, Page Up and `b` a page back, Home and End to either end. They ask for an
    /// offset the window can show, so the first key back always moves, however often Page Down was pressed at the end.
    private static func scrollIntent(for key: Key, in state: AppState, detail: DetailLayout) -> AppIntent? {
        let current = min(state.detail?.scrollOffset ?? 0, detail.lastOffset)
        let offset: Int? =
            switch key {
            case .pageDown, .character(" "): min(current + detail.page, detail.lastOffset)
            case .pageUp, .character("b"): max(current - detail.page, 0)
            case .home: 0
            case .end: detail.lastOffset
            default: nil
            }
        return offset.map { .detail(.scrolled(to: $0)) }
    }

    /// Keys while typing: characters type, and the arrows, Enter and Escape move around the field.
    private static func typingIntent(for key: Key) -> AppIntent? {
        switch key {
        case .character(let character): .textTyped(character)
        case .backspace: .textErased
        case .enter: .selectTapped
        case .down: .cursorMoved(by: 1)
        case .up: .cursorMoved(by: -1)
        case .escape: .backTapped
        default: nil
        }
    }

    private static func globalIntent(for key: Key) -> AppIntent? {
        switch key {
        case .character("?"): .helpTapped
        case .tab: .nextScreenTapped
        case .backTab: .previousScreenTapped
        case .escape: .backTapped
        case .character("r"): .refreshTapped
        case .character("o"): .startOverTapped
        case .character("w"): .screenSelected(.together)
        case .character(let digit):
            digit.wholeNumberValue.flatMap { number in
                Screen.tabs.indices.contains(number - 1) ? .screenSelected(Screen.tabs[number - 1]) : nil
            }
        default: nil
        }
    }

    private static func screenIntent(for key: Key, in state: AppState) -> AppIntent? {
        switch state.screen {
        case .feed: feedIntent(for: key)
        case .discover, .saved: listIntent(for: key, in: state)
        case .search, .ask: key == .character("/") ? .queryFocusTapped : listIntent(for: key, in: state)
        case .recommend: formIntent(for: key)
        case .onboarding: pickerIntent(for: key)
        case .preferences: preferencesIntent(for: key, confirming: state.preferences.isConfirmingReset)
        case .together: togetherIntent(for: key, in: state)
        }
    }

    /// The people and the picks: a cursor, `/` back to the field, reactions for yourself on a pick, and taking a
    /// person out of the group on a person.
    private static func togetherIntent(for key: Key, in state: AppState) -> AppIntent? {
        if key == .character("/") { return .queryFocusTapped }
        if let pick = state.selectedTogetherPick, state.detail == nil {
            switch key {
            case .character("l"): return .together(.reactTapped(.like, pick.id))
            case .character("s"): return .together(.reactTapped(.save, pick.id))
            case .character("p"): return .together(.reactTapped(.pass, pick.id))
            default: break
            }
        }
        switch key {
        case .character("x"), .character("d"), .delete, .backspace:
            return state.selectedTogetherMember != nil ? .removeTapped : nil
        default:
            return listIntent(for: key, in: state)
        }
    }

    private static func feedIntent(for key: Key) -> AppIntent? {
        switch key {
        case .character("j"), .down, .pageDown: .feed(.nextTapped)
        case .character("k"), .up, .pageUp: .feed(.previousTapped)
        case .character("l"): .feed(.likeTapped)
        case .character("s"): .feed(.saveTapped)
        case .character("p"): .feed(.passTapped)
        case .character("u"): .feed(.undoTapped)
        case .character("i"), .enter: .feed(.infoTapped)
        default: nil
        }
    }

    /// Discover, the search results and the shelf: a cursor, a detail panel, and saving from the panel.
    private static func listIntent(for key: Key, in state: AppState) -> AppIntent? {
        switch key {
        case .character("j"), .down: .cursorMoved(by: 1)
        case .character("k"), .up: .cursorMoved(by: -1)
        case .pageDown: .cursorMoved(by: 10)
        case .pageUp: .cursorMoved(by: -10)
        case .character("i"), .enter: .selectTapped
        case .character("s") where state.detail != nil: .saveTapped
        case .character("x"), .character("d"), .delete, .backspace: state.screen == .saved ? .removeTapped : nil
        case .character("u"): state.screen == .saved ? .saved(.undoTapped) : nil
        default: nil
        }
    }

    /// The form's rows that do not take text: "or milder" and the button.
    ///
    /// Enter sends the form from every row, as the footer says; Space (or `x`) switches "or milder".
    private static func formIntent(for key: Key) -> AppIntent? {
        switch key {
        case .character("j"), .down: .cursorMoved(by: 1)
        case .character("k"), .up: .cursorMoved(by: -1)
        case .character(" "), .character("x"): .selectTapped
        case .enter: .recommend(.submitTapped)
        default: nil
        }
    }

    private static func pickerIntent(for key: Key) -> AppIntent? {
        switch key {
        case .character("j"), .down: .cursorMoved(by: 1)
        case .character("k"), .up: .cursorMoved(by: -1)
        case .character("l"), .right: .cursorMoved(by: pickerRows)
        case .character("h"), .left: .cursorMoved(by: -pickerRows)
        case .character(" "), .character("x"): .selectTapped
        case .enter: .onboarding(.doneTapped)
        default: nil
        }
    }

    private static func preferencesIntent(for key: Key, confirming: Bool) -> AppIntent? {
        if confirming {
            switch key {
            case .character("y"): return .preferences(.resetConfirmed)
            case .character("n"): return .preferences(.resetCancelled)
            default: return nil
            }
        }
        switch key {
        case .character("g"): return .repickGenresTapped
        case .character("X"): return .preferences(.resetTapped)
        default: return nil
        }
    }
}
