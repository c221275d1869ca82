import MarqueeDomain

/// The `--json` document of the reaction commands (schema `marquee.reaction/1`).
public struct ReactionJSON: Encodable {
    let schema = "marquee.reaction/1"
    let id: String
    @NullEncoded var movie: MovieJSON?
    let reaction: String
    let undo: Bool
    let changed: Bool
    let reactions: [String]

    /// Builds the document from the command's result.
    public init(outcome: ReactionOutcome, reaction: Reaction, isUndo: Bool) {
        id = outcome.movieID.rawValue
        movie = outcome.movie.map(MovieJSON.init)
        self.reaction = reaction.rawValue
        undo = isUndo
        changed = outcome.changed
        reactions = outcome.after.map(\.rawValue).sorted()
    }

}
