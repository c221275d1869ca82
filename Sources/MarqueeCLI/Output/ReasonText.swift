import MarqueeDomain

/// Turns a reason into the words on its chip.
enum ReasonText {
    /// The chips for a pick, strongest first.
    ///
    /// Reasons of one kind from one source share a chip:
    /// two directors of one liked film read "Directed by A and B, like X", not two chips.
    static func chips(_ reasons: [RecommendationReason], limit: Int = 3) -> [String] {
        var order: [String] = []
        var groups: [String: [RecommendationReason]] = [:]
        for reason in reasons {
            let key = groupKey(reason)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(reason)
        }
        return order.prefix(limit).compactMap { groups[$0].map(chip) }
    }

    private static func groupKey(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .director(_, let title): "director|\(title)"
        case .genreYouLike: "genreYouLike"
        default: key(reason) + "|" + text(reason)
        }
    }

    private static func chip(_ group: [RecommendationReason]) -> String {
        guard let first = group.first, group.count > 1 else { return group.first.map(text) ?? "" }
        switch first.kind {
        case .director(_, let title):
            let names = group.compactMap { if case .director(let name, _) = $0.kind { name } else { nil } }
            return "Directed by \(joined(names)), like \(title)"
        case .genreYouLike:
            let genres = group.compactMap { if case .genreYouLike(let genre) = $0.kind { genre.rawValue } else { nil } }
            return "\(joined(genres)), like films you liked"
        default:
            return text(first)
        }
    }

    private static func joined(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }

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
