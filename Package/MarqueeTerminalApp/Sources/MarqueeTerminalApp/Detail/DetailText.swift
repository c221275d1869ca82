import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// The detail panel's words: everything `marquee movie` prints, from the store when it answered, else from what
/// the screen already knew, plus the reasons for a pick and the IMDb page.
struct DetailText {
    let texts: ScreenTexts

    /// The panel for a film.
    /// - Parameters:
    ///   - panel: the panel's state, or `nil` before it opened.
    ///   - known: the film as the screen already has it, shown until (or unless) the details arrive.
    ///   - reactions: what the user said about the film.
    ///   - reasons: why it was picked, for a feed card.
    /// - Returns: the panel's lines.
    func lines(
        _ panel: DetailState?, known: Movie?, reactions: Set<Reaction>, reasons: [RecommendationReason] = []
    ) -> [TextLine] {
        let l10n = texts.l10n
        let loaded = panel?.details.value
        guard let detailed = loaded ?? known.map({ DetailedMovie(details: MovieDetails(movie: $0), source: .bundled) })
        else { return [TextLine(l10n(.tuiDetailLoading), .dim)] }
        var shown = reactions
        if let panel, panel.savedIDs != nil {
            // The shelf's broadcast is the truth about the saved mark, wherever the save was made.
            shown = panel.isSaved ? shown.union([.save]) : shown.subtracting([.save])
        }
        let text = MovieDetailText(console: ScreenTexts.silentConsole, l10n: l10n, now: texts.now())
            .text(detailed, reactions: shown, country: panel?.country ?? "us")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            TextLine(String(line), index == 0 ? .strong : .plain)
        }
        let reasonText = ReasonText(l10n: l10n, film: detailed.details.movie)
        if !reasons.isEmpty {
            lines += [.blank, TextLine(l10n(.tuiCardWhy), .dim)]
            // A reason worth no points (the variety step's) explains the order, not the score: it shows no "+0".
            lines += reasons.map {
                $0.contribution == 0
                    ? TextLine(reasonText.text($0))
                    : TextLine(l10n(.tuiDetailReason, reasonText.text($0), l10n.decimal($0.contribution)))
            }
        }
        let id = detailed.details.catalogID ?? detailed.details.movie.id
        if id.rawValue.hasPrefix("tt") {
            lines.append(TextLine(l10n(.tuiDetailImdb, "https://www.imdb.com/title/\(id.rawValue)/")))
        } else if id.rawValue.hasPrefix("ml:") {
            // A film MovieLens knows and Wikidata lacks has no IMDb id in any reachable source; its MovieLens page is the link.
            let number = id.rawValue.dropFirst(3)
            lines.append(TextLine(l10n(.tuiDetailMovielens, "https://movielens.org/movies/\(number)")))
        }
        if panel?.details.isLoading == true { lines.append(TextLine(l10n(.tuiDetailAsking), .dim)) }
        return lines
    }
}
