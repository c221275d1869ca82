import MarqueeDomain

/// The system instructions sent first in every request: the reply shape and a short summary of the user's taste.
///
/// They live beside the client because they are its wire format: the JSON shape they ask for is the one
/// ``IncrementalPicksParser`` reads, and their English is written for this kind of model only.
enum OpenAIPrompt {
    /// The instructions for a taste.
    /// - Parameter taste: how many picks to ask for and what the user likes.
    /// - Returns: the system message's text.
    static func system(for taste: ChatTaste) -> String {
        var lines = [
            "You recommend films. Reply with JSON only: {\"picks\": [{\"title\": string, \"year\": integer, "
                + "\"reason\": string}]} with exactly \(taste.limit) picks, best first.",
            "Use each film's original release year. Keep each reason to one sentence about why it fits the request.",
            "For follow-ups, refer to the numbered picks of your previous answer.",
        ]
        let summary = tasteSummary(taste)
        if !summary.isEmpty { lines.append(summary) }
        return lines.joined(separator: "\n")
    }

    /// A short summary of the taste: the liked titles and the preferred genres; empty for a new profile.
    /// - Parameter taste: what the user likes.
    /// - Returns: one line, or an empty string when the profile says nothing yet.
    static func tasteSummary(_ taste: ChatTaste) -> String {
        let liked = taste.liked.map { "\($0.title)" + ($0.year.map { " (\($0))" } ?? "") }
        let genres = taste.preferredGenres.map(\.rawValue)
        var parts: [String] = []
        if !liked.isEmpty { parts.append("The user liked: " + liked.joined(separator: ", ") + ".") }
        if !genres.isEmpty { parts.append("Preferred genres: " + genres.joined(separator: ", ") + ".") }
        return parts.joined(separator: " ")
    }
}
