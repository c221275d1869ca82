import MarqueeDomain
import MarqueePresentation

/// Prints `marquee recommend`: what was asked, who answered, the picks with all their reasons, and any notes.
public struct RecommendText {
    let console: Console
    /// The language.
    public let l10n: Localizer
    /// The service's base URL as given, for "answered by the recommender at …".
    let backend: String?

    /// Creates the value from its parts.
    public init(console: Console, l10n: Localizer, backend: String?) {
        self.console = console
        self.l10n = l10n
        self.backend = backend
    }

    /// The words for it, in the localizer's language.
    public func text(_ state: RecommendState, answer: FormRecommendations) -> String {
        var blocks = [console.bold(heading(answer.form)) + "\n" + source(answer.source)]
        // What was loosened comes before the picks, so no one reads them as what was asked.
        if let relaxation = answer.relaxation, !answer.picks.isEmpty {
            blocks.append(CoverageText(l10n: l10n).form(relaxation))
        }
        let picks = state.visiblePicks
        if !picks.isEmpty {
            // Each card ends in a newline already; blocks are separated by one blank line.
            let cards = picks.enumerated().map { card(number: $0.offset + 1, $0.element) }.joined(separator: "\n")
            blocks.append(String(cards.dropLast()))
        }
        var notes: [String] = []
        if let reason = answer.emptyReason { notes.append(empty(reason, form: answer.form)) }
        if answer.discarded > 0 { notes.append(l10n.plural(.recommendDiscarded, answer.discarded)) }
        if !RecommendFilter(state.filter).isEmpty, !answer.picks.isEmpty {
            notes.append(
                picks.isEmpty
                    ? l10n(.recommendFilterNone, state.filter)
                    : l10n.plural(.recommendFilterSome, picks.count, answer.picks.count, state.filter))
        }
        if !notes.isEmpty { blocks.append(notes.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `Picks for a movie from 2010, 2h 00m, rated PG-13`.
    public func heading(_ form: RecommendationForm) -> String {
        let type = l10n(form.contentType == .movie ? .recommendTypeMovie : .recommendTypeTvShow)
        let duration: String
        switch form.duration {
        case .minutes(let minutes): duration = MovieText(l10n: l10n).runtime(minutes)
        case .seasons(let seasons): duration = l10n.plural(.recommendSeasons, seasons)
        }
        let rating =
            form.rating == .notRated
            ? l10n(.recommendRatingAny)
            : l10n(form.includesMilder ? .recommendRatingMilder : .recommendRatingExact, form.rating.rawValue)
        return l10n(.recommendHeading, type, String(form.year), duration, rating)
    }

    /// Who answered, always: the service, the local engine, or the local engine as a fallback and why.
    public func source(_ source: FormAnswerSource) -> String {
        let address = backend ?? ""
        switch source {
        case .service: return l10n(.recommendSourceService, address)
        case .local: return l10n(.recommendSourceLocal)
        case .localFallback(let error):
            return l10n(.recommendSourceFallback, address, RecommenderErrorText(l10n: l10n).text(error))
        }
    }

    private func card(number: Int, _ pick: FormPick) -> String {
        let movie = pick.recommendation.movie
        let movieText = MovieText(l10n: l10n)
        var lines = ["\(number). " + console.bold(MovieText.titleAndYear(movie))]
        let (facts, credits) =
            pick.isInCatalog ? (movieText.facts(movie), movieText.credits(movie)) : serviceWords(pick)
        if !facts.isEmpty { lines.append("   " + facts) }
        if !credits.isEmpty { lines.append("   " + credits) }
        if let summary = movie.summary { lines.append("   " + summary) }
        let why = l10n(.feedWhy)
        let indent = String(repeating: " ", count: why.count)
        for (offset, chip) in ReasonText(l10n: l10n).chips(pick.recommendation.reasons, limit: 8).enumerated() {
            lines.append("   " + (offset == 0 ? why : indent) + chip)
        }
        lines.append("   " + console.dim(pick.isInCatalog ? "id \(movie.id)" : l10n(.recommendNotInCatalog)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Only what the service said: its rating and genre text, and its director.
    private func serviceWords(_ pick: FormPick) -> (String, String) {
        let card = pick.serviceCard
        let facts = [card?.rating, card?.genre].compactMap { $0 }.joined(separator: " · ")
        return (facts, card?.film.directors.first.map { l10n(.movieDirectedBy, $0) } ?? "")
    }

    /// Why there are no picks, and what to try instead.
    public func empty(_ reason: FormEmptyReason, form: RecommendationForm) -> String {
        switch reason {
        case .catalogHasFilmsOnly: l10n(.recommendEmptyFilmsOnly)
        case .nothingMatches where form.includesMilder: l10n(.recommendEmptyNoneOrMilder, form.rating.rawValue)
        case .nothingMatches: l10n(.recommendEmptyNone, form.rating.rawValue)
        case .serviceFoundNothing: l10n(.recommendEmptyService)
        }
    }
}
