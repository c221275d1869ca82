import MarqueeDomain
import MarqueePresentation

/// The words of watching together: each person's name, why a pick suits them, and the picks as numbered cards.
public struct TogetherText {
    let console: Console
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(console: Console, l10n: Localizer) {
        self.console = console
        self.l10n = l10n
    }

    /// A member's name as shown: "You" for the person running Marquee.
    public func name(_ member: String) -> String {
        member == TogetherState.you ? l10n(.togetherYou) : member
    }

    /// Why a pick suits each person, one part each: "You: More Crime · ana: Directed by Michael Mann, like Heat".
    ///
    /// The reasons are the feed's own chips, at most two a person, without the variety step's; a person whose own
    /// feed does not rank the film is told it is a compromise.
    public func fits(_ pick: GroupPick) -> [String] {
        pick.fits.map { fit in
            let reasons = ReasonText(l10n: l10n, theirs: fit.member != TogetherState.you)
            // The variety step explains the order of a person's own feed, which the group's order replaces.
            let own = fit.reasons.filter {
                if case .movedUpForVariety = $0.kind { return false }
                return true
            }
            // What critics and audiences think is the same for everyone, so it speaks only for a person with no
            // reason of their own; otherwise each part would repeat it.
            let personal = own.filter { !Self.isFilmWide($0.kind) }
            let chips = reasons.chips(personal.isEmpty ? own : personal, limit: 2)
            let why =
                !chips.isEmpty
                ? chips.joined(separator: ", ")
                : l10n(fit.satisfaction > 0 ? .togetherFitOwnPick : .togetherFitCompromise)
            return l10n(.togetherFit, name(fit.member), why)
        }
    }

    private static func isFilmWide(_ kind: RecommendationReason.Kind) -> Bool {
        switch kind {
        case .criticFavorite, .highlyRated, .popularWithAudiences: true
        default: false
        }
    }

    /// Why a person could not be added, naming the file, folder or name as given.
    public func failure(_ failure: TogetherMemberFailure) -> String {
        l10n(.failureTogetherMember, failure.source, ShelfTransferText(l10n: l10n).text(failure.error))
    }

    /// The heading: "Picks for you and ana, ben".
    public func heading(_ members: [String]) -> String {
        l10n(.togetherHeading, members.filter { $0 != TogetherState.you }.map(name).joined(separator: ", "))
    }

    /// The whole answer: the heading, the line that says tastes diverge when they do, and one card a pick.
    public func text(_ picks: GroupPicks, reactions: [MovieID: Set<Reaction>] = [:]) -> String {
        var text = console.bold(heading(picks.members)) + "\n"
        if picks.tastesDiverge { text += l10n(.togetherDiverge) + "\n" }
        text += "\n"
        if picks.picks.isEmpty { return text + l10n(.togetherEmpty) + "\n" }
        let movieText = MovieText(l10n: l10n)
        for (offset, pick) in picks.picks.enumerated() {
            var lines = [
                "\(offset + 1). " + console.bold(MovieText.titleAndYear(pick.movie)) + marks(reactions[pick.id])
            ]
            let facts = movieText.facts(pick.movie)
            if !facts.isEmpty { lines.append("   " + facts) }
            lines.append("   " + fits(pick).joined(separator: " · "))
            lines.append("   " + console.dim("id \(pick.id)"))
            text += lines.joined(separator: "\n") + "\n\n"
        }
        return String(text.dropLast())
    }

    private func marks(_ reactions: Set<Reaction>?) -> String {
        var marks: [String] = []
        if reactions?.contains(.like) == true { marks.append(l10n(.feedMarkLiked)) }
        if reactions?.contains(.save) == true { marks.append(l10n(.feedMarkSaved)) }
        return marks.isEmpty ? "" : "  [" + marks.joined(separator: ", ") + "]"
    }
}
