import MarqueeDomain

/// A pick as shown under its number, so `save 2` in a chat knows which film "2" was.
struct AskShownPick: Sendable {
    /// The title shown.
    let title: String
    /// The catalog film, or `nil` when the catalog does not have it.
    let movie: Movie?
}
