import MarqueeDomain

/// The messages of every request: instructions with the reply shape and a summary of the user's taste, then the
/// conversation, its earlier picks summed up and each kept answer written as the numbered list a follow-up cites.
///
/// They live beside the client because they are its wire format: the JSON shape they ask for is the one
/// ``IncrementalPicksParser`` reads, and their English is written for this kind of model only.
enum OpenAIPrompt {
    /// The messages for a conversation, instructions first.
    /// - Parameters:
    ///   - conversation: the chat so far, ending with the question to answer.
    ///   - taste: how many picks to ask for and what the user likes.
    /// - Returns: the messages in the order the model reads them.
    static func messages(for conversation: ChatConversation, taste: ChatTaste) -> [ChatCompletionRequestDTO.Message] {
        var messages = [ChatCompletionRequestDTO.Message(role: "system", content: system(for: taste))]
        if !conversation.earlierPicks.isEmpty {
            let titles = conversation.earlierPicks.map(named).joined(separator: "; ")
            messages.append(.init(role: "system", content: "Earlier in this chat you suggested: \(titles)."))
        }
        for exchange in conversation.exchanges {
            messages.append(.init(role: "user", content: exchange.question))
            guard let picks = exchange.picks else { continue }
            let list = picks.enumerated().map { "\($0.offset + 1). " + named($0.element) }
            messages.append(
                .init(role: "assistant", content: list.isEmpty ? "(no picks)" : list.joined(separator: "\n")))
        }
        return messages
    }

    /// A pick as the model is reminded of it: its title, and its year when it gave one.
    private static func named(_ pick: ChatPick) -> String {
        pick.title + (pick.year.map { " (\($0))" } ?? "")
    }

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
