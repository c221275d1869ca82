import MarqueeDomain

/// Turns reasons into the words on their chips.
public struct ReasonText {
    /// The language.
    public let l10n: Localizer
    /// The film the reasons are for, so a reason resting on a fact the store filled in says so.
    let film: Movie?
    /// Whether the reasons are someone else's, as when watching together: "films they liked", not "you liked".
    let theirs: Bool

    /// Creates the words in a language.
    /// - Parameters:
    ///   - l10n: the language.
    ///   - film: the film the reasons are for; `nil` labels no reason as the store's.
    ///   - theirs: whether the reasons are another person's, so "you" would name the wrong one.
    public init(l10n: Localizer, film: Movie? = nil, theirs: Bool = false) {
        self.l10n = l10n
        self.film = film
        self.theirs = theirs
    }

    /// The chips for a pick, strongest first.
    ///
    /// Reasons of one kind from one source share a chip: two directors of one liked film read
    /// "Directed by A and B, like X", not two chips.
    public func chips(_ reasons: [RecommendationReason], limit: Int = 3) -> [String] {
        var order: [String] = []
        var groups: [String: [RecommendationReason]] = [:]
        for reason in reasons {
            let key = groupKey(reason)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(reason)
        }
        // The variety step's reason explains the order, not the score, so it never crowds out one of the score's.
        let variety = order.count { $0.hasPrefix(Self.varietyKey + "|") }
        return order.prefix(limit + variety).compactMap { groups[$0].map(chip) }
    }

    /// A reason resting on a fact the store filled in, labelled as the store's.
    private func fromStore(_ text: String, _ fact: ShopFact) -> String {
        film.map { MovieText(l10n: l10n).fromStore(text, fact, of: $0) } ?? text
    }

    /// The words of one reason.
    public func text(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .preferredGenre(let genre): l10n(.reasonPreferredGenre, l10n.genre(genre))
        case .genreYouLike(let genre): l10n(theirs ? .reasonGenreTheyLike : .reasonGenreYouLike, l10n.genre(genre))
        case .coLiked(let title): l10n(.reasonCoLiked, title)
        case .director(let name, let title): fromStore(l10n(.reasonDirector, name, title), .directors)
        case .cast(let name, let title): l10n(.reasonCast, name, title)
        case .criticFavorite(let score): l10n(.reasonCriticFavorite, l10n.decimal(score))
        case .highlyRated(let score): l10n(.reasonHighlyRated, l10n.decimal(score))
        case .youSavedIt: l10n(theirs ? .reasonTheySavedIt : .reasonYouSavedIt)
        case .youLikedIt: l10n(theirs ? .reasonTheyLikedIt : .reasonYouLikedIt)
        case .nearYear(let year, let requested) where year == requested: l10n(.reasonYearAsAsked, String(year))
        case .nearYear(let year, let requested): l10n(.reasonNearYear, String(year), String(requested))
        case .nearRuntime(let minutes, let requested): fromStore(runtimeText(minutes, requested: requested), .runtime)
        case .ratingFits(let rating, let requested): ratingText(rating, requested: requested)
        case .recommenderScore(let score): l10n(.reasonRecommenderScore, Int((score * 100).rounded()))
        case .askedGenre(let genre): l10n(.reasonAskAskedGenre, l10n.genre(genre))
        case .mood(let word, let genre): l10n(.reasonAskMood, l10n.genre(genre), word)
        case .similarTo(let title): l10n(.reasonAskSimilarTo, title)
        case .directedBy(let name): fromStore(l10n(.reasonAskDirectedBy, name), .directors)
        case .starring(let name): l10n(.reasonAskStarring, name)
        case .releasedWithin(let years): yearsText(years)
        case .runtime(let minutes): fromStore(l10n(.reasonAskRuntime, String(minutes)), .runtime)
        case .language(let language): l10n(.reasonAskLanguage, language)
        case .country(let country): l10n(.reasonAskCountry, country)
        case .rated(let rating): l10n(.reasonAskRated, rating.rawValue)
        case .movedUpForVariety(.genres(let genres)):
            l10n(.reasonMovedUpGenres, genres.map { l10n.genre($0) }.joined(separator: "/"))
        case .movedUpForVariety(.decade(let decade)): l10n(.reasonMovedUpDecade, String(decade))
        case .popularWithAudiences(let score):
            l10n.plural(.reasonPopularWithAudiences, score.ratings, l10n.decimal(score.outOfTen))
        }
    }

    /// "From the 1990s" for a whole decade, "From 1999" for one year, else "From 2007–2014".
    private func yearsText(_ years: ClosedRange<Int>) -> String {
        let (first, last) = (String(years.lowerBound), String(years.upperBound))
        if years.lowerBound % 10 == 0, years.upperBound == years.lowerBound + 9 {
            return l10n(.reasonAskDecade, first)
        }
        return years.lowerBound == years.upperBound
            ? l10n(.reasonAskYear, first) : l10n(.reasonAskYears, first, last)
    }

    /// The JSON key of the variety step's reason.
    static let varietyKey = "movedUpForVariety"

    /// The reason's kind as a stable JSON key.
    public static func key(_ reason: RecommendationReason) -> String {
        switch reason.kind {
        case .preferredGenre: "preferredGenre"
        case .genreYouLike: "genreYouLike"
        case .coLiked: "coLiked"
        case .director: "director"
        case .cast: "cast"
        case .criticFavorite: "criticFavorite"
        case .highlyRated: "highlyRated"
        case .youSavedIt: "youSavedIt"
        case .youLikedIt: "youLikedIt"
        case .nearYear: "nearYear"
        case .nearRuntime: "nearRuntime"
        case .ratingFits: "ratingFits"
        case .recommenderScore: "recommenderScore"
        case .askedGenre: "askedGenre"
        case .mood: "mood"
        case .similarTo: "similarTo"
        case .directedBy: "directedBy"
        case .starring: "starring"
        case .releasedWithin: "releasedWithin"
        case .runtime: "runtime"
        case .language: "language"
        case .country: "country"
        case .rated: "rated"
        case .movedUpForVariety: varietyKey
        case .popularWithAudiences: "popularWithAudiences"
        }
    }

    private func runtimeText(_ minutes: Int, requested: Int) -> String {
        let movieText = MovieText(l10n: l10n)
        return minutes == requested
            ? l10n(.reasonRuntimeAsAsked, movieText.runtime(minutes))
            : l10n(.reasonNearRuntime, movieText.runtime(minutes), movieText.runtime(requested))
    }

    private func ratingText(_ rating: ContentRating, requested: ContentRating) -> String {
        if rating == requested { return l10n(.reasonRatingAsAsked, rating.rawValue) }
        if rating.maturity == requested.maturity {
            return l10n(.reasonRatingEquivalent, rating.rawValue, requested.rawValue)
        }
        return l10n(.reasonRatingMilder, rating.rawValue, requested.rawValue)
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
            return fromStore(l10n(.reasonDirector, list(names), title), .directors)
        case .genreYouLike:
            let genres = group.compactMap {
                if case .genreYouLike(let genre) = $0.kind { l10n.genre(genre) } else { nil }
            }
            return l10n(theirs ? .reasonGenreTheyLike : .reasonGenreYouLike, list(genres))
        default:
            return text(first)
        }
    }
}
