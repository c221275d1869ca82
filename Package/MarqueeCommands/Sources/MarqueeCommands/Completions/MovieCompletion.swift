import MarqueeDomain
import MarqueeWords

/// The hidden callback the completion scripts run: `marquee ---complete movie PREFIX` prints the films whose id or
/// title starts with the prefix, one `candidate<TAB>description` row each, at most `limit` of them.
///
/// It is not a command in the table: people never type it, and it must stay quick, so it prints bare lines with
/// no help, no JSON and no store.
enum MovieCompletion {
    /// The hidden option that introduces the callback, three dashes as swift-argument-parser's `---completion`.
    static let flag = "---complete"
    /// The most candidates printed: a shell shows no more usefully.
    static let limit = 50

    /// The candidate rows: ids first (described by title and year), then titles (described by id).
    /// - Parameters:
    ///   - prefix: what was typed so far; case does not matter.
    ///   - movies: the catalog.
    /// - Returns: the rows, each a candidate and its description, at most `limit` of them.
    static func rows(prefix: String, in movies: [Movie]) -> [[String]] {
        let folded = prefix.lowercased()
        var rows: [[String]] = []
        for movie in movies where movie.id.rawValue.hasPrefix(folded) {
            guard rows.count < limit else { return rows }
            rows.append([movie.id.rawValue, MovieText.titleAndYear(movie)])
        }
        guard !folded.isEmpty else { return rows }
        for movie in movies where movie.title.lowercased().hasPrefix(folded) {
            guard rows.count < limit else { return rows }
            rows.append([movie.title, movie.id.rawValue])
        }
        return rows
    }
}
