import MarqueeDomain

/// Narrows results by title, genre or director, without a new request.
///
/// Each word of the filter must appear in the pick's title, genres or directors (the catalog's and the service's
/// words), folded so case and accents do not matter: `nolan` and `sci` both find Inception.
public struct RecommendFilter: Hashable, Sendable {
    private let words: [String]

    /// Creates a filter from what the user typed; a filter with no letters or digits keeps everything.
    public init(_ text: String) { words = SearchText(text).words }

    /// Whether the filter keeps everything.
    public var isEmpty: Bool { words.isEmpty }

    /// Whether a pick matches.
    /// - Parameter pick: the pick.
    /// - Returns: `true` when every filter word appears in its title, genres or directors.
    public func matches(_ pick: FormPick) -> Bool {
        let movie = pick.recommendation.movie
        let texts =
            [movie.title] + movie.genres.map(\.rawValue) + movie.directors
            + [pick.serviceCard?.genre, pick.serviceCard?.film.directors.first].compactMap { $0 }
        let haystack = texts.map { SearchText($0).folded }.joined(separator: " ")
        return words.allSatisfy { haystack.contains($0) }
    }
}
