import MarqueeDomain

/// Turns reasons into the words on their chips.
struct ReasonText {
    let l10n: Localizer

    /// The chips for a pick, strongest first.
    ///
    /// Reasons of one kind from one source share a chip: two directors of one liked film read
    /// "Directed by A and B, like X", not two chips.
    func chips(_ reasons: [RecommendationReason], limit: Int = 3) -> [String] {
        var order: [String] = []
        var groups: [String: [RecommendationReason]] = [:]
        for reason in reasons {
            let key = groupKey(reason)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(reason)
        }
        return order.prefix(limit).compactMap { groups[$0].map(chip) }
    }

    /// The words of one reason.
    func text(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .preferredGenre(let genre): l10n("reason.preferredGenre", genre.rawValue)
        case .genreYouLike(let genre): l10n("reason.genreYouLike", genre.rawValue)
        case .director(let name, let title): l10n("reason.director", name, title)
        case .cast(let name, let title): l10n("reason.cast", name, title)
        case .criticFavorite(let score): l10n("reason.criticFavorite", l10n.decimal(score))
        case .highlyRated(let score): l10n("reason.highlyRated", l10n.decimal(score))
        case .youSavedIt: l10n("reason.youSavedIt")
        case .youLikedIt: l10n("reason.youLikedIt")
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

    private func groupKey(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .director(_, let title): "director|\(title)"
        case .genreYouLike: "genreYouLike"
        default: Self.key(reason) + "|" + text(reason)
        }
    }

    private func chip(_ group: [RecommendationReason]) -> String {
        guard let first = group.first, group.count > 1 else { return group.first.map(text) ?? "" }
        let list = MovieText(l10n: l10n).list
        switch first.kind {
        case .director(_, let title):
            let names = group.compactMap { if case .director(let name, _) = $0.kind { name } else { nil } }
            return l10n("reason.director", list(names), title)
        case .genreYouLike:
            let genres = group.compactMap { if case .genreYouLike(let genre) = $0.kind { genre.rawValue } else { nil } }
            return l10n("reason.genreYouLike", list(genres))
        default:
            return text(first)
        }
    }
}
