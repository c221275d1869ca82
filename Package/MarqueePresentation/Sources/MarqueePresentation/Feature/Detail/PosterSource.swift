import MarqueeDomain

/// Where the detail panel's poster comes from, when the terminal can show one.
///
/// The app builds one only after it has decided the image protocol, so a reducer without it never asks for a
/// poster: images off costs nothing.
public struct PosterSource: Sendable {
    /// Fetches the images (cached beside the store's answers).
    public let repository: any PosterRepository
    /// The format the terminal's protocol sends without decoding: PNG for kitty, JPEG for iTerm2.
    public let format: PosterFormat

    /// Creates the source.
    public init(repository: any PosterRepository, format: PosterFormat) {
        self.repository = repository
        self.format = format
    }
}
