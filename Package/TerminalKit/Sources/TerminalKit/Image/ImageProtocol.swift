/// An inline image protocol Marquee can write.
public enum ImageProtocol: String, Hashable, Sendable {
    /// The kitty graphics protocol, sent as PNG: ``KittyImage``.
    case kitty
    /// iTerm2's inline images, sent as the file the store serves: ``ITermImage``.
    case iterm
}
