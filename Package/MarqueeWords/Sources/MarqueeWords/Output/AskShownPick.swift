import MarqueeDomain

/// A pick as shown under its number, so `save 2` in a chat knows which film "2" was.
public struct AskShownPick: Sendable {
    /// The title shown.
    public let title: String
    /// The catalog film, or `nil` when the catalog does not have it.
    public let movie: Movie?

    /// Creates the value from its parts.
    public init(title: String, movie: Movie?) {
        self.title = title
        self.movie = movie
    }
}
