import Foundation

/// Recognises the values recommender services send when they know nothing, so they read as missing.
///
/// The seed's backend sends `"director": "N/A"`, `"genre": "Unknown"` and `https://via.placeholder.com/500`
/// for a film without a poster; a GPT-built answer copies `valid-poster.jpg` from its prompt. None of these is
/// a fact about the film, so none is shown as one.
enum PlaceholderFilter {
    /// Words that stand for "unknown", compared in lower case without surrounding punctuation.
    static let placeholderWords: Set<String> = [
        "n/a", "na", "n.a", "none", "null", "nil", "nan", "unknown", "undefined", "unavailable", "not available",
        "tbd", "tba", "-", "--", "?", "no data",
    ]

    /// Summaries that say there is no summary.
    static let placeholderSummaries: Set<String> = [
        "no summary", "no summary available", "no overview", "no overview found", "no overview available",
        "no description", "no description available", "no plot", "no plot available", "summary", "description",
    ]

    /// Hosts that serve stand-in images, or documentation examples; their subdomains count too.
    static let placeholderHosts: Set<String> = [
        "via.placeholder.com", "placeholder.com", "placehold.co", "placehold.it", "placekitten.com",
        "dummyimage.com", "fakeimg.pl", "example.com", "example.org", "example.net",
    ]

    /// File names a prompt or a template uses for "some poster".
    static let placeholderFileNames: Set<String> = [
        "valid-poster.jpg", "poster.jpg", "placeholder.jpg", "placeholder.png",
    ]

    /// The text trimmed, or `nil` when it is empty or a placeholder word.
    static func text(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return placeholderWords.contains(key(trimmed)) ? nil : trimmed
    }

    /// The summary trimmed, or `nil` when it is empty, a placeholder, or not a sentence of words.
    ///
    /// "Not a sentence" means fewer than three words with letters, or lorem ipsum: real summaries are longer.
    static func summary(_ value: String?) -> String? {
        guard let text = text(value) else { return nil }
        let lowered = key(text)
        if placeholderSummaries.contains(lowered) || lowered.hasPrefix("lorem ipsum") { return nil }
        let words = text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        return words.count >= 3 ? text : nil
    }

    /// The poster URL, or `nil` when it is missing, not `http(s)`, or a known stand-in.
    ///
    /// A TMDB URL built from a missing path (`…/w500None`, `…/w500null`) is a stand-in too.
    static func posterURL(_ value: String?) -> URL? {
        guard let text = text(value), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        if placeholderHosts.contains(where: { host == $0 || host.hasSuffix("." + $0) }) { return nil }
        let file = url.lastPathComponent.lowercased()
        if placeholderFileNames.contains(file) { return nil }
        if ["none", "null", "undefined", "nan"].contains(where: { file.hasSuffix($0) }) { return nil }
        return url
    }

    private static func key(_ text: String) -> String {
        text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".!…").union(.whitespaces))
    }
}
