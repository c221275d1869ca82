/// The system instructions sent with every request: the reply shape and a short summary of the user's taste.
public enum ChatPrompt {
    /// The instructions for a profile.
    /// - Parameters:
    ///   - profile: the user's profile; its liked films and preferred genres make "something for me" personal.
    ///   - movies: the catalog, to name liked films by title.
    ///   - limit: how many picks to ask for.
    /// - Returns: the system message's text.
    public static func system(profile: UserProfile, movies: [Movie], limit: Int) -> String {
        var lines = [
            "You recommend films. Reply with JSON only: {\"picks\": [{\"title\": string, \"year\": integer, "
                + "\"reason\": string}]} with exactly \(limit) picks, best first.",
            "Use each film's original release year. Keep each reason to one sentence about why it fits the request.",
            "For follow-ups, refer to the numbered picks of your previous answer.",
        ]
        let summary = profileSummary(profile, movies: movies)
        if !summary.isEmpty { lines.append(summary) }
        return lines.joined(separator: "\n")
    }

    /// A short summary of the profile: up to five liked titles and the preferred genres; empty for a new profile.
    /// - Parameters:
    ///   - profile: the user's profile.
    ///   - movies: the catalog.
    /// - Returns: one line, or an empty string when the profile says nothing yet.
    public static func profileSummary(_ profile: UserProfile, movies: [Movie]) -> String {
        let likedIDs = profile.liked.sorted { $0.value > $1.value }.prefix(5).map(\.key)
        let byID = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let liked = likedIDs.compactMap { id in
            byID[id].map { "\($0.title)" + ($0.year.map { " (\($0))" } ?? "") } ?? profile.snapshots[id]?.title
        }
        let genres = profile.preferredGenres.map(\.rawValue)
        var parts: [String] = []
        if !liked.isEmpty { parts.append("The user liked: " + liked.joined(separator: ", ") + ".") }
        if !genres.isEmpty { parts.append("Preferred genres: " + genres.joined(separator: ", ") + ".") }
        return parts.joined(separator: " ")
    }
}
