/// One truthful reason a film was recommended, with how much it added to the score.
///
/// Reasons are produced by the same terms that compute the score, so a chip never claims
/// something the ranking did not use.
public struct RecommendationReason: Hashable, Sendable {
    /// What kind of reason this is.
    public let kind: Kind
    /// How many points this reason added to the score.
    public let contribution: Double

    /// Creates a reason.
    public init(_ kind: Kind, contribution: Double) {
        self.kind = kind
        self.contribution = contribution
    }

    /// The kinds of reason the engine can give.
    public enum Kind: Hashable, Sendable {
        /// The film has a genre picked during onboarding ("More Sci-Fi").
        case preferredGenre(Genre)
        /// The film shares a genre with films the user liked or saved.
        case genreYouLike(Genre)
        /// The film has a director of a film the user liked or saved.
        case director(name: String, becauseOf: String)
        /// The film shares cast with a film the user liked or saved.
        case cast(name: String, becauseOf: String)
        /// Critics rate it 8.2 or better, after allowing for few reviews.
        case criticFavorite(score: Double)
        /// Critics rate it 7.8 or better, after allowing for few reviews.
        case highlyRated(score: Double)
        /// The user saved this film.
        case youSavedIt
        /// The user liked this film.
        case youLikedIt
    }
}
