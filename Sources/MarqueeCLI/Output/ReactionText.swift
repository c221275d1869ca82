import MarqueeDomain

/// Says what a reaction changed, and what it means for the feed.
enum ReactionText {
    static func text(_ outcome: ReactionOutcome, reaction: Reaction, isUndo: Bool) -> String {
        let title = outcome.movie.map(MovieText.titleAndYear) ?? outcome.movieID.rawValue
        guard outcome.changed else {
            return isUndo
                ? "\(title) was not \(past(reaction)); nothing changed." : "\(title) is already \(past(reaction))."
        }
        if isUndo { return "\(title) is no longer \(past(reaction))." }
        var lines = ["\(past(reaction).capitalizedFirst) \(title)."]
        let cleared = outcome.before.subtracting(outcome.after).sorted { $0.rawValue < $1.rawValue }
        if !cleared.isEmpty {
            lines.append("This cleared your earlier " + cleared.map(\.rawValue).joined(separator: " and ") + ".")
        }
        switch reaction {
        case .like:
            lines.append("Films that share its genres, director or cast now rank higher in 'marquee feed'.")
        case .save:
            lines.append("It is on your shelf ('marquee saved'), and similar films rank a little higher.")
        case .pass:
            lines.append(
                "It will not appear in your feed again. Changed your mind? 'marquee unpass \(outcome.movieID)'.")
        }
        return lines.joined(separator: "\n")
    }

    private static func past(_ reaction: Reaction) -> String {
        switch reaction {
        case .like: "liked"
        case .save: "saved"
        case .pass: "passed"
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
