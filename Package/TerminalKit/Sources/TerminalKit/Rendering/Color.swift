/// One of the eight standard terminal colours, used for text.
///
/// Colour decorates; it must never be the only way something is shown (pair it with bold, reverse or a word),
/// because `NO_COLOR` turns it off and some readers cannot see it.
public enum Color: Hashable, Sendable, CaseIterable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white

    /// The SGR parameter that selects this colour for text (30 to 37).
    var foregroundCode: Int {
        switch self {
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        }
    }
}
