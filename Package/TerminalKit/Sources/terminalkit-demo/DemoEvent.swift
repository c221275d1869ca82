import TerminalKit

/// What the demo reacts to: a key, or a new window size.
enum DemoEvent: Sendable {
    case key(Key)
    case resize(TerminalSize)
}
