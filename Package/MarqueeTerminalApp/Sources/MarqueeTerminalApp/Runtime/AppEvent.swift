import TerminalKit

/// Everything the full-screen loop waits for, merged into one stream so one task handles them in order.
enum AppEvent: Sendable {
    /// A key was pressed.
    case key(Key)
    /// The window was resized (SIGWINCH).
    case resized(TerminalSize)
    /// The store's state changed, for example when an effect finished.
    case stateChanged
    /// The spinner's clock ticked.
    case tick
    /// Standard input closed (the terminal went away).
    case inputClosed
}
