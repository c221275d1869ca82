import MarqueeDomain

/// Says what a reaction changed, and what it means for the feed.
public struct ReactionText {
    /// The language.
    public let l10n: Localizer

    /// Creates the words in a language.
    public init(l10n: Localizer) {
        self.l10n = l10n
    }

    /// The words for it, in the localizer's language.
    public func text(_ outcome: ReactionOutcome, reaction: Reaction, isUndo: Bool) -> String {
        let title = outcome.movie.map(MovieText.titleAndYear) ?? outcome.movieID.rawValue
        let past = l10n(.reactionPast(reaction))
        guard outcome.changed else {
            return isUndo ? l10n(.reactionNotSoNothing, title, past) : l10n(.reactionAlready, title, past)
        }
        if isUndo { return l10n(.reactionUndone, title, past) }
        var lines = [l10n(.reactionDone(reaction), title)]
        let cleared = outcome.before.subtracting(outcome.after).sorted { $0.rawValue < $1.rawValue }
        if !cleared.isEmpty {
            // English names what was cleared ("your earlier like and save"), German says what you had done.
            let names = cleared.map { l10n(.reactionCleared($0)) }
            lines.append(l10n(.reactionCleared, MovieText(l10n: l10n).list(names)))
        }
        lines.append(
            reaction == .pass
                ? l10n(.reactionEffectPass, outcome.movieID.rawValue) : l10n(.reactionEffect(reaction))
        )
        return lines.joined(separator: "\n")
    }
}
