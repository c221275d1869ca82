import MarqueeDomain

/// The `--json` document of the reaction commands (schema `marquee.reaction/1`).
public struct ReactionJSON: Encodable {
    let schema = "marquee.reaction/1"
    let id: String
    let movie: MovieJSON?
    let reaction: String
    let undo: Bool
    let changed: Bool
    let reactions: [String]

    public init(outcome: ReactionOutcome, reaction: Reaction, isUndo: Bool) {
        id = outcome.movieID.rawValue
        movie = outcome.movie.map(MovieJSON.init)
        self.reaction = reaction.rawValue
        undo = isUndo
        changed = outcome.changed
        reactions = outcome.after.map(\.rawValue).sorted()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(id, forKey: .id)
        try container.encode(movie, forKey: .movie)
        try container.encode(reaction, forKey: .reaction)
        try container.encode(undo, forKey: .undo)
        try container.encode(changed, forKey: .changed)
        try container.encode(reactions, forKey: .reactions)
    }

    private enum CodingKeys: String, CodingKey { case schema, id, movie, reaction, undo, changed, reactions }
}
