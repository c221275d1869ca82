import MarqueeDomain

/// One recommendation in `--json` output.
public struct PickJSON: Encodable {
    /// One reason chip: a stable kind, its words, and the points it added.
    public struct Reason: Encodable {
        let kind: String
        let text: String
        let points: Double

        /// Creates the value from its parts.
        public init(kind: String, text: String, points: Double) {
            self.kind = kind
            self.text = text
            self.points = points
        }
    }

    let rank: Int
    let movie: MovieJSON
    let score: Double
    let engine: String
    let reasons: [Reason]
    let reactions: [String]

    /// Builds the document from the command's result.
    public init(rank: Int, _ pick: Recommendation, reactions: Set<Reaction>, l10n: Localizer) {
        let words = ReasonText(l10n: l10n, film: pick.movie)
        self.rank = rank
        movie = MovieJSON(pick.movie)
        score = (pick.score * 1000).rounded() / 1000
        engine = pick.engine.rawValue
        var reasons = pick.reasons.map {
            Reason(
                kind: ReasonText.key($0), text: words.text($0), points: ($0.contribution * 1000).rounded() / 1000)
        }
        // A film only the person's IMDb catalog knows says so, as the text feed does; it adds no points.
        if let imdb = MovieText(l10n: l10n).imdbOnlyReason(pick.movie) {
            reasons.append(Reason(kind: "imdbOnly", text: imdb, points: 0))
        }
        self.reasons = reasons
        self.reactions = reactions.map(\.rawValue).sorted()
    }
}
