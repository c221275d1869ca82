/// One character cell of a `Canvas`.
public struct Cell: Hashable, Sendable {
    /// The character shown; a space for an empty cell.
    public var character: Character

    /// How the character is drawn.
    public var style: Style

    /// Whether this is the right half of a wide character in the cell to its left; the terminal fills it itself.
    public var isContinuation: Bool

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - character: The character shown.
    ///   - style: How it is drawn.
    ///   - isContinuation: Whether the cell is the right half of a wide character.
    public init(character: Character, style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell: a plain space.
    public static let blank = Cell(character: " ")
}
