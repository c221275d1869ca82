import MarqueeDomain

/// Turns a reason into the words on its chip.
enum ReasonText {
    static func text(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .preferredGenre(let genre): "More \(genre.rawValue)"
        case .genreYouLike(let genre): "\(genre.rawValue), like films you liked"
        case .director(let name, let title): "Directed by \(name), like \(title)"
        case .cast(let name, let title): "With \(name), from \(title)"
        case .criticFavorite(let score): "Critic favorite (\(MovieText.score(score)))"
        case .highlyRated(let score): "Highly rated (\(MovieText.score(score)))"
        case .youSavedIt: "On your saved shelf"
        case .youLikedIt: "You liked it"
        }
    }

    /// The reason's kind as a stable JSON key.
    static func key(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .preferredGenre: "preferredGenre"
        case .genreYouLike: "genreYouLike"
        case .director: "director"
        case .cast: "cast"
        case .criticFavorite: "criticFavorite"
        case .highlyRated: "highlyRated"
        case .youSavedIt: "youSavedIt"
        case .youLikedIt: "youLikedIt"
        }
    }
}
