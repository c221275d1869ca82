import MarqueeDomain

/// The `--json` document of the reaction commands (schema `marquee.reaction/1`).
struct ReactionJSON: Encodable {
    let schema = "marquee.reaction/1"
    let movie: MovieJSON
    let reaction: String
    let undo: Bool
    let changed: Bool
    let reactions: [String]

    init(outcome: ReactionOutcome, reaction: Reaction, isUndo: Bool) {
        movie = MovieJSON(outcome.movie)
        self.reaction = reaction.rawValue
        undo = isUndo
        changed = outcome.changed
        reactions = outcome.after.map(\.rawValue).sorted()
    }
}
