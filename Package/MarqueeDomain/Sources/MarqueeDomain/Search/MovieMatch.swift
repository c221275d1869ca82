/// A film found by a search, with how well it matched.
public struct MovieMatch: Hashable, Sendable {
    /// The film.
    public let movie: Movie
    /// How well it matched.
    public let quality: MatchQuality

    /// Creates a match.
    public init(movie: Movie, quality: MatchQuality) {
        self.movie = movie
        self.quality = quality
    }
}
