import MarqueeDomain

/// The `--json` document of `marquee movie` (schema `marquee.movie/1`).
struct MovieDetailJSON: Encodable {
    let schema = "marquee.movie/1"
    let source = "bundled"
    let movie: MovieJSON
    let reactions: [String]

    init(movie: MovieJSON, reactions: Set<Reaction>) {
        self.movie = movie
        self.reactions = reactions.map(\.rawValue).sorted()
    }
}
