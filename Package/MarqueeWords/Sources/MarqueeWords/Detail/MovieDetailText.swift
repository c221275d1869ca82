import Foundation
import MarqueeDomain

/// Prints one film's full detail: the catalog's facts, what the store adds, and where each came from.
public struct MovieDetailText: Sendable {
    let console: Console
    /// The language.
    public let l10n: Localizer
    /// The moment ages such as "from 2 days ago" are measured from; the screen passes its own fixed clock in tests.
    var now: Date = Date()

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer, now: Date = Date()) {
        self.console = console
        self.l10n = l10n
        self.now = now
    }

    /// The words for it, in the localizer's language.
    public func text(_ detail: DetailedMovie, reactions: Set<Reaction>, country: String) -> String {
        (head(detail) + rest(detail, reactions: reactions, country: country)).joined(separator: "\n")
    }

    /// What follows the catalog's facts printed early: the store's part, or, when the store filled in facts the
    /// catalog lacked, those lines first under a heading, so nothing printed early is ever contradicted unsaid.
    public func remainder(after early: [String], _ detail: DetailedMovie, reactions: Set<Reaction>, country: String)
        -> String
    {
        let merged = head(detail)
        var lines = rest(detail, reactions: reactions, country: country)
        if merged != early {
            lines = [l10n(.detailStoreFilledIn)] + merged.filter { !early.contains($0) }.map { "  " + $0 } + lines
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n")
    }

    /// The film's own facts, from the title to its language and country: all the catalog alone can say.
    public func head(_ detail: DetailedMovie) -> [String] {
        let movie = detail.details.movie
        let movieText = MovieText(l10n: l10n)
        var lines = [console.bold(MovieText.titleAndYear(movie))]
        let facts = movieText.facts(movie)
        if !facts.isEmpty { lines.append(facts) }
        let credits = movieText.credits(movie)
        if !credits.isEmpty { lines.append(credits) }
        if movie.criticScore != nil || movie.tomatometer != nil || movie.metacritic != nil,
            let audience = movieText.audience(movie)
        {
            lines.append(audience)
        }
        if let oscars = movie.oscars { lines.append(l10n(.detailOscars, oscars)) }
        if let cast = movieText.cast(movie) { lines.append(cast) }
        if !movie.alternateTitles.isEmpty {
            lines.append(l10n(.detailAlsoKnownAs, movie.alternateTitles.joined(separator: " · ")))
        }
        // Only a bundled film says what the catalog lacks; a store film never had a cast or language to lose.
        let unknown = detail.source == .bundled ? unknownFacts(movie) : []
        if !unknown.isEmpty { lines.append(l10n(.detailUnknown, movieText.list(unknown))) }
        var origin: [String] = []
        if let language = movie.language { origin.append(l10n(.detailLanguage, language)) }
        if !movie.countries.isEmpty { origin.append(l10n(.detailCountry, movie.countries.joined(separator: ", "))) }
        if !origin.isEmpty { lines.append(origin.joined(separator: " · ")) }
        return lines
    }

    /// What the store adds, your reactions, "also liked" and the sources.
    private func rest(_ detail: DetailedMovie, reactions: Set<Reaction>, country: String) -> [String] {
        var lines = storeLines(detail.details)
        if !reactions.isEmpty {
            let names = Reaction.allCases.filter(reactions.contains).map { l10n(.reactionPast($0)) }
            lines.append(l10n(.detailYou, names.joined(separator: ", ")))
        }
        lines += alsoLikedLines(detail.alsoLiked)
        lines += sourceLines(detail, country: country)
        return lines
    }

    /// "People who liked this also liked:", one film a line with its score, so a fan can pick the next one.
    private func alsoLikedLines(_ picks: [Recommendation]) -> [String] {
        guard !picks.isEmpty else { return [] }
        let movieText = MovieText(l10n: l10n)
        return [l10n(.detailAlsoLiked)]
            + picks.map { pick in
                let score = movieText.score(pick.movie).map { " · " + $0 } ?? ""
                return "  " + MovieText.titleAndYear(pick.movie) + score + "  " + console.dim(pick.movie.id.rawValue)
            }
    }

    /// The facts the catalog lacks for a film, named so a missing runtime is never mistaken for none.
    private func unknownFacts(_ movie: Movie) -> [String] {
        var unknown: [String] = []
        if movie.runtimeMinutes == nil { unknown.append(l10n(.detailFactRuntime)) }
        if movie.directors.isEmpty { unknown.append(l10n(.detailFactDirector)) }
        if movie.cast.isEmpty { unknown.append(l10n(.detailFactCast)) }
        if movie.language == nil { unknown.append(l10n(.detailFactLanguage)) }
        if movie.countries.isEmpty { unknown.append(l10n(.detailFactCountry)) }
        return unknown.count >= 3 ? unknown : []
    }

    /// Release date and price, the summary, and the links, as far as the store knows them.
    private func storeLines(_ details: MovieDetails) -> [String] {
        let format = ShopFormat(locale: l10n.locale)
        var lines: [String] = []
        var sale: [String] = []
        if let date = details.releaseDate { sale.append(l10n(.detailReleased, format.day(date))) }
        if let price = details.movie.price { sale.append(l10n(.detailPrice, format.price(price))) }
        if !sale.isEmpty { lines.append(sale.joined(separator: " · ")) }
        if let summary = details.fullSummary {
            lines += ["", summary, ""]
        } else if let summary = details.movie.summary {
            // Kept from an earlier lookup when the store is not answering now: said to be the store's.
            let label = details.movie.storeFilled.contains(.summary) ? [l10n(.movieSummaryFromStore)] : []
            lines += [""] + label + [summary, ""]
        }
        if let poster = details.movie.posterURL { lines.append(l10n(.detailPoster, poster.absoluteString)) }
        if let trailer = details.trailerURL { lines.append(l10n(.detailTrailer, trailer.absoluteString)) }
        if let page = details.storeURL { lines.append(l10n(.detailStorePage, page.absoluteString)) }
        return lines
    }

    /// `id tt0133093 · Sources: bundled catalog … and iTunes Store (US), live.`, then any link or fallback.
    private func sourceLines(_ detail: DetailedMovie, country: String) -> [String] {
        let id = detail.details.movie.id.rawValue
        var lines: [String] = []
        if detail.source == .bundled, detail.storeSource == nil {
            let key: L10nKey = detail.details.movie.imdb == nil ? .detailSourceBundled : .detailSourceImdb
            lines.append(console.dim(l10n(key, id)))
        } else {
            let sources = SourceText(l10n: l10n, country: country, now: now)
            var all = [detail.source]
            if let store = detail.storeSource { all.append(store) }
            if detail.details.catalogID != nil, detail.source != .bundled { all.append(.bundled) }
            lines.append(console.dim(l10n(.detailSource, id, sources.line(all))))
        }
        if let catalogID = detail.details.catalogID, catalogID != detail.details.movie.id {
            lines.append(l10n(.detailLinked, catalogID.rawValue))
        }
        if let failure = detail.storeFailure {
            lines.append(l10n(.storeFallbackDetail, FailureMessage(l10n: l10n).catalog(failure)))
        }
        return lines
    }
}
