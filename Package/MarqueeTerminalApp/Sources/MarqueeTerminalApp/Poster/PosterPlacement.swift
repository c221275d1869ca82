import Foundation

/// A poster on screen: the image file's bytes and the box of cells it fills.
struct PosterPlacement: Equatable, Sendable {
    /// The box reserved in the detail panel, in canvas cells.
    let box: Rect
    /// The image file, in the format the protocol sends (PNG for kitty, the store's JPEG for iTerm2).
    let image: Data
}
