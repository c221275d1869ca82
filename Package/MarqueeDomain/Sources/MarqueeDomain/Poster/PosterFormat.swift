/// The image format a poster is asked for: the one the terminal protocol can send without Marquee decoding it.
public enum PosterFormat: String, Hashable, Sendable {
    /// PNG, which the kitty graphics protocol takes as is.
    case png
    /// JPEG, the store's own form, which iTerm2 decodes itself.
    case jpeg
}
