import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// The words of a film on screen: a feed card, and the detail panel with everything known.
struct FilmText {
    let l10n: Localizer
    /// Whether the words are for the linear mode: the rating in words, not a starred pill a screen reader spells.
    var isLinear = false

    /// A feed card: title, year, rating pill, runtime, genres, director, summary and reason chips.
    func card(_ card: FeedCard) -> [TextLine] {
        let movie = card.recommendation.movie
        var lines = [titleLine(movie, reactions: card.reactions)]
        var facts: [TextLine.Span] = []
        if isLinear {
            facts.append(.init(text: spokenFacts(movie), emphasis: .plain))
        } else {
            if let pill = pill(movie) {
                facts += [.init(text: pill, emphasis: .pill), .init(text: "  ", emphasis: .plain)]
            }
            facts.append(.init(text: shortFacts(movie), emphasis: .plain))
        }
        lines.append(TextLine(spans: facts))
        if !movie.genres.isEmpty { lines.append(TextLine(l10n.genres(movie.genres))) }
        if !movie.directors.isEmpty {
            lines.append(TextLine(l10n(.movieDirectedBy, movie.directors.joined(separator: ", ")), .dim))
        }
        if let summary = movie.summary, !summary.isEmpty { lines += [.blank, TextLine(summary)] }
        var chips = ReasonText(l10n: l10n).chips(card.recommendation.reasons)
        // A film only the person's IMDb catalog knows says so, as the text feed does.
        if let imdb = MovieText(l10n: l10n).imdbOnlyReason(card.recommendation.movie) { chips.append(imdb) }
        if !chips.isEmpty {
            lines += [.blank, TextLine(l10n(.tuiCardWhy), .dim)]
            lines += chips.map { TextLine("[" + $0 + "]", .chip) }
        }
        return lines
    }

    /// `The Matrix (1999)  [liked] [saved]`.
    func titleLine(_ movie: Movie, reactions: Set<Reaction>) -> TextLine {
        var spans = [TextLine.Span(text: movie.title, emphasis: .strong)]
        if let year = movie.year { spans.append(.init(text: " (\(year))", emphasis: .plain)) }
        let marks = self.marks(reactions)
        if !marks.isEmpty { spans.append(.init(text: "  " + marks, emphasis: .strong)) }
        return TextLine(spans: spans)
    }

    /// `[liked] [saved]`: words in brackets, so a reaction never shows by colour alone.
    func marks(_ reactions: Set<Reaction>) -> String {
        var marks: [String] = []
        if reactions.contains(.like) { marks.append("[" + l10n(.feedMarkLiked) + "]") }
        if reactions.contains(.save) { marks.append("[" + l10n(.feedMarkSaved) + "]") }
        return marks.joined(separator: " ")
    }

    /// The critic score as a pill, ` 7.8/10 `, when critics reviewed the film.
    func pill(_ movie: Movie) -> String? {
        guard let score = movie.criticScore, movie.reviewCount > 0 else { return nil }
        return " " + l10n(.tuiCardPill, l10n.decimal(score)) + " "
    }

    /// `rated 7.8 out of 10 by critics, 2h 16m · R`: the linear mode's facts, with the score said in words where a
    /// screen reader would spell out the pill's star and slash.
    private func spokenFacts(_ movie: Movie) -> String {
        var parts: [String] = []
        if let score = movie.criticScore, movie.reviewCount > 0 {
            parts.append(l10n(.tuiCardRating, l10n.decimal(score)))
        }
        let facts = shortFacts(movie)
        if !facts.isEmpty { parts.append(facts) }
        return parts.joined(separator: ", ")
    }

    /// `2h 16m · R`, leaving out what is unknown.
    private func shortFacts(_ movie: Movie) -> String {
        var parts: [String] = []
        if let minutes = movie.runtimeMinutes { parts.append(MovieText(l10n: l10n).runtime(minutes)) }
        if let rating = movie.contentRating { parts.append(rating.rawValue) }
        return parts.joined(separator: " · ")
    }
}
