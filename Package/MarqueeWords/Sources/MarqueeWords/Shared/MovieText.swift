import Foundation
import MarqueeDomain

/// Formats film facts the same way on every screen, in the user's language.
public struct MovieText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// `The Matrix (1999)`.
    public static func titleAndYear(_ movie: Movie) -> String {
        movie.year.map { "\(movie.title) (\($0))" } ?? movie.title
    }

    /// `2h 16m`, or `45m` under an hour (`2 Std. 16 Min.` in German).
    public func runtime(_ minutes: Int) -> String {
        minutes >= 60 ? l10n(.movieRuntimeHours, minutes / 60, minutes % 60) : l10n(.movieRuntimeMinutes, minutes)
    }

    /// `2h 16m · R · Action, Crime, Sci-Fi, Thriller`, leaving out what is unknown.
    public func facts(_ movie: Movie) -> String {
        var parts: [String] = []
        if let minutes = movie.runtimeMinutes { parts.append(fromStore(runtime(minutes), .runtime, of: movie)) }
        if let rating = movie.contentRating { parts.append(rating.rawValue) }
        if !movie.genres.isEmpty { parts.append(l10n.genres(movie.genres)) }
        return parts.joined(separator: " · ")
    }

    /// `Directed by Lana Wachowski, Lilly Wachowski · Critics 7.8/10 from 209 reviews`.
    public func credits(_ movie: Movie) -> String {
        var parts: [String] = []
        if !movie.directors.isEmpty {
            let directors = l10n(.movieDirectedBy, Self.neutralOrder(movie.directors).joined(separator: ", "))
            parts.append(fromStore(directors, .directors, of: movie))
        }
        if let score = score(movie) { parts.append(score) }
        if let imdb = imdb(movie) { parts.append(imdb) }
        return parts.joined(separator: " · ")
    }

    /// `text (from the iTunes Store)` when the store filled in `fact` for a film the catalog lacked it for, so a
    /// store's fact is never mistaken for the catalog's.
    public func fromStore(_ text: String, _ fact: ShopFact, of movie: Movie) -> String {
        movie.storeFilled.contains(fact) ? l10n(.movieFromStore, text) : text
    }

    /// The one score a person reads, labelled with what it is and how many stand behind it: the critic average,
    /// else the Tomatometer, else Metacritic, else the MovieLens audience's mean.
    public func score(_ movie: Movie) -> String? {
        if let score = movie.criticScore, movie.reviewCount > 0 {
            let average = l10n.decimal(score)
            return l10n.plural(.movieCritics, movie.reviewCount, average)
        }
        if let meter = movie.tomatometer, movie.reviewCount > 0 {
            return l10n.plural(.movieTomatometer, movie.reviewCount, meter)
        }
        if let metacritic = movie.metacritic { return l10n(.movieMetacritic, metacritic) }
        return audience(movie)
    }

    /// `Audience 8.4/10 from 259 MovieLens ratings`, when MovieLens raters rated the film.
    public func audience(_ movie: Movie) -> String? {
        guard let audience = movie.audience, audience.ratings > 0 else { return nil }
        let mean = l10n.decimal(audience.outOfTen)
        return l10n.plural(.movieAudience, audience.ratings, mean)
    }

    /// `IMDb 8.1 from 1.2M votes`, when the person's IMDb catalog rates the film.
    public func imdb(_ movie: Movie) -> String? {
        guard let imdb = movie.imdb else { return nil }
        return l10n(.movieImdb, l10n.decimal(imdb.rating), CatalogText(l10n: l10n).compact(imdb.votes))
    }

    /// Why a film from the person's IMDb catalog is picked with no co-ratings behind it: IMDb's voters, said so.
    public func imdbOnlyReason(_ movie: Movie) -> String? {
        guard let imdb = movie.imdb, movie.coLiked.isEmpty else { return nil }
        return l10n(.reasonImdbOnly, l10n.decimal(imdb.rating), CatalogText(l10n: l10n).compact(imdb.votes))
    }

    /// `Cast (A–Z): Carrie-Anne Moss, Hugo Weaving, Keanu Reeves, Laurence Fishburne`: everyone, alphabetically.
    ///
    /// No source Marquee bundles has billing order, and no signal in its data names a film's two leads often
    /// enough to claim them (Scripts/eval-cast-order: 17% on held-out films, against the 95% a "Starring" line
    /// would need). So the line claims no stars: the whole cast, in an order that says it is only alphabetical.
    /// A cast in IMDb's billing order (`Movie.isCastBilled`) is that order, and says who stars.
    public func cast(_ movie: Movie) -> String? {
        guard !movie.cast.isEmpty else { return nil }
        if movie.isCastBilled { return l10n(.movieStarring, movie.cast.joined(separator: ", ")) }
        return l10n(.movieCast, Self.neutralOrder(movie.cast).joined(separator: ", "))
    }

    /// Names in alphabetical order, as people read a list that ranks no one: for the cast and the directors, whose
    /// order in the catalog (prominence, or the source's) is no billing order.
    public static func neutralOrder(_ names: [String]) -> [String] {
        names.sorted { lhs, rhs in
            let order = lhs.localizedStandardCompare(rhs)
            return order == .orderedSame ? lhs < rhs : order == .orderedAscending
        }
    }

    /// `A, B and C`, joined the way the language does.
    public func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + l10n(.listAnd) + last
    }
}
