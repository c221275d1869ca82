/// One truthful reason a film was recommended, with how much it added to the score.
///
/// Reasons come from the same terms that compute the score, so a chip never claims what the ranking did not use.
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
        /// People who liked a film the user liked also liked this one (the co-rating model).
        case coLiked(becauseOf: String)
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
        /// The film has a genre the request asked for ("90s horror").
        case askedGenre(Genre)
        /// The film has a genre expressing a mood word of the request ("feel-good" → Comedy).
        case mood(word: String, genre: Genre)
        /// The film resembles the one the request named ("like Interstellar"): genres and era.
        case similarTo(title: String)
        /// The film is directed by someone the request named.
        case directedBy(name: String)
        /// The film features someone the request named.
        case starring(name: String)
        /// The film was released in the years the request asked for.
        case releasedWithin(ClosedRange<Int>)
        /// The film's running time, which fits the bounds the request asked for.
        case runtime(minutes: Int)
        /// The film's language, which the request asked for.
        case language(String)
        /// One of the film's countries, which the request asked for.
        case country(String)
        /// The film's rating, within the ceiling the request asked for ("for kids", "not too gory").
        case rated(ContentRating)
        /// The film is from `year`, close to the `requested` year of a form.
        case nearYear(year: Int, requested: Int)
        /// The film runs `minutes`, close to the `requested` minutes of a form.
        case nearRuntime(minutes: Int, requested: Int)
        /// The film's `rating` is the `requested` one, or milder when the form allowed that.
        case ratingFits(rating: ContentRating, requested: ContentRating)
        /// A recommender service scored the film this high, from 0 to 1.
        case recommenderScore(Double)
        /// The variety step put the film ahead of a better-scored one that repeats it; it adds nothing to the score.
        case movedUpForVariety(VarietyRepeat)
        /// Many people rated the film, and well: the audience prior, named when no other term gives a reason.
        case popularWithAudiences(AudienceScore)
    }
}
