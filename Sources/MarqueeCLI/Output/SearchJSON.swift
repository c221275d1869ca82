import MarqueeDomain

/// The `--json` document of `marquee search` (schema `marquee.search/1`).
struct SearchJSON: Encodable {
    /// One result and how well it matched.
    struct Result: Encodable {
        let match: String
        let movie: MovieJSON
    }

    let schema = "marquee.search/1"
    let source = "bundled"
    let query: String
    let results: [Result]

    init(query: String, matches: [MovieMatch]) {
        self.query = query
        results = matches.map { Result(match: String(describing: $0.quality), movie: MovieJSON($0.movie)) }
    }
}
