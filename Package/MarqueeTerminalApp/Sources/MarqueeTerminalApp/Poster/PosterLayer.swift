import TerminalKit

/// The poster drawn over the detail panel's reserved box, and the escapes that keep it in step with the frames.
///
/// Pure, so a test can check every byte: given what the next frame shows, it says what to write before the frame's
/// text (taking away a poster that must go) and after it (placing the one that must show). The two protocols keep
/// images differently, and that decides the rules:
/// - kitty keeps an image in a layer of its own, under an id, which text does not erase: it is placed once, deleted
///   by id when the panel changes or closes (or the app quits), and placed again after the screen was cleared.
/// - iTerm2 draws the picture into the cells themselves: the text's rows erase it, so it is drawn again whenever
///   a row it covers was rewritten, and a poster that goes is blanked out, because the canvas thinks those cells
///   already blank and would never rewrite them.
struct PosterLayer {
    /// The kitty image id the app places posters under; one id, because the app shows one poster at a time.
    static let kittyImageID = 1
    /// The kitty placement id of that poster.
    static let kittyPlacementID = 1

    /// The protocol the terminal speaks.
    let imageProtocol: ImageProtocol
    /// The poster on screen now, if any.
    private(set) var shown: PosterPlacement?

    init(imageProtocol: ImageProtocol) {
        self.imageProtocol = imageProtocol
    }

    /// Moves the screen's poster to `next`.
    /// - Parameters:
    ///   - next: the poster the next frame shows, or `nil`.
    ///   - rewrittenRows: the rows the frame's text update writes.
    ///   - cleared: whether the update clears the screen first (the first frame, and after a resize).
    /// - Returns: what to write before the text update, and what to write after it.
    mutating func update(
        to next: PosterPlacement?, rewrittenRows: Set<Int>, cleared: Bool
    ) -> (before: String, after: String) {
        let changed = next != shown
        var before = ""
        var after = ""
        switch imageProtocol {
        case .kitty:
            if shown != nil, changed || cleared { before = KittyImage.delete(imageID: Self.kittyImageID) }
            if let next, changed || cleared { after = place(next) }
        case .iterm:
            if let shown, changed { before = blank(shown.box) }
            let overwritten = next.map { !rewrittenRows.isDisjoint(with: $0.box.row..<$0.box.bottom) } ?? false
            if let next, changed || cleared || overwritten { after = place(next) }
        }
        shown = next
        return (before, after)
    }

    /// Takes the poster away before the app leaves the screen, so it cannot linger over the shell.
    /// - Returns: what to write.
    mutating func takeDown() -> String {
        update(to: nil, rewrittenRows: [], cleared: false).before
    }

    private func place(_ poster: PosterPlacement) -> String {
        let size = ImageCellSize(columns: poster.box.width, rows: poster.box.height)
        let image =
            switch imageProtocol {
            case .kitty:
                KittyImage.escapes(
                    png: poster.image, size: size,
                    placement: (imageID: Self.kittyImageID, placementID: Self.kittyPlacementID))
            case .iterm: ITermImage.escape(image: poster.image, size: size)
            }
        return ControlSequence.moveCursor(row: poster.box.row, column: poster.box.column) + image
    }

    private func blank(_ box: Rect) -> String {
        let spaces = String(repeating: " ", count: box.width)
        return (box.row..<box.bottom).map { ControlSequence.moveCursor(row: $0, column: box.column) + spaces }.joined()
    }
}
