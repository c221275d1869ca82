/// A model's pick resolved against the catalog.
public struct GroundedPick: Hashable, Sendable {
    /// The pick in the model's words.
    public let pick: ChatPick
    /// The catalog film it names, or `nil` when the catalog does not have it; then only the model's words are shown.
    public let movie: Movie?

    /// Creates a grounded pick.
    public init(pick: ChatPick, movie: Movie?) {
        self.pick = pick
        self.movie = movie
    }
}
