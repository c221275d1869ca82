/// What the user can do about the message in a banner.
public enum BannerAction: Hashable, Sendable {
    /// Send the request that failed again; content on screen stays until the answer arrives.
    case retry
    /// Throw the screen's state away and begin again: the first card, an empty picker.
    case startOver
    /// Close the banner.
    case dismiss
    /// Take back what the banner reports, such as a film removed from the shelf.
    case undo
}
