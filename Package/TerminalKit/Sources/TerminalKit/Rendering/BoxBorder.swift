/// The characters a `Canvas.box` is drawn with.
public enum BoxBorder: Hashable, Sendable, CaseIterable {
    /// Thin Unicode lines: `┌─┐ │ └─┘`.
    case light

    /// Thin Unicode lines with round corners: `╭─╮ │ ╰─╯`.
    case rounded

    /// Plain ASCII: `+-+ | +-+`, for dumb terminals and the accessible mode.
    case ascii

    /// The characters one border is drawn with.
    struct Pieces {
        let topLeft: Character
        let topRight: Character
        let bottomLeft: Character
        let bottomRight: Character
        let horizontal: Character
        let vertical: Character

        init(_ characters: String) {
            let all = Array(characters)
            (topLeft, topRight, bottomLeft, bottomRight) = (all[0], all[1], all[2], all[3])
            (horizontal, vertical) = (all[4], all[5])
        }
    }

    /// The corners (top left, top right, bottom left, bottom right), then the horizontal and the vertical line.
    var pieces: Pieces {
        switch self {
        case .light: Pieces("┌┐└┘─│")
        case .rounded: Pieces("╭╮╰╯─│")
        case .ascii: Pieces("++++-|")
        }
    }
}
