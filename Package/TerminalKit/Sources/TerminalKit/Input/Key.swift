/// One key press, as decoded from the bytes a terminal sends in raw mode.
///
/// Modifiers on arrows and navigation keys (Shift-Up, Ctrl-Left) are dropped: they arrive as the plain key.
public enum Key: Hashable, Sendable {
    /// A printable character: ASCII or any UTF-8 scalar.
    ///
    /// Pasted text that combines several scalars into one grapheme (an accent, an emoji family) arrives as one key
    /// per scalar; appending them to a `String` joins them again.
    case character(Character)

    /// Return or Enter (`\r`), or Ctrl-J (`\n`).
    case enter

    /// Tab.
    case tab

    /// Shift-Tab (`ESC [ Z`).
    case backTab

    /// Backspace (`0x7F` or `0x08`).
    case backspace

    /// Escape on its own, reported once no sequence followed it (see `KeyTokenizer.flushDeadline`).
    case escape

    /// Arrow up.
    case up

    /// Arrow down.
    case down

    /// Arrow left.
    case left

    /// Arrow right.
    case right

    /// Home.
    case home

    /// End.
    case end

    /// Page Up.
    case pageUp

    /// Page Down.
    case pageDown

    /// Forward delete.
    case delete

    /// Ctrl with a key, named by the lowercase letter or symbol of its caret notation: Ctrl-C is `.control("c")`.
    ///
    /// Raw mode turns off signals, so Ctrl-C and Ctrl-Z arrive here instead of stopping the process. Ctrl-Space
    /// is `.control("@")`. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are indistinguishable from Backspace, Tab and Enter.
    case control(Character)
}

extension Key: CustomStringConvertible {
    /// A short readable name, such as `a`, `Enter`, `Up` or `Ctrl-C`.
    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .escape: "Escape"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .delete: "Delete"
        case .control(let character): "Ctrl-" + character.uppercased()
        }
    }
}
