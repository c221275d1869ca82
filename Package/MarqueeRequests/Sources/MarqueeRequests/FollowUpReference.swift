import Foundation
import MarqueeDomain

/// Replaces "the second one" in a follow-up with the title it points at, for the offline engine.
///
/// A model sees the numbered history and understands "more like the second one"; the offline parser does not,
/// so the phrase becomes the film's title: "more like Heat".
public enum FollowUpReference {
    private static let ordinals = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "last": -1,
    ]
    private static let nouns: Set<String> = ["one", "pick", "film", "movie"]

    /// The request with an ordinal reference replaced by the title it names.
    /// - Parameters:
    ///   - request: the follow-up as typed.
    ///   - titles: the previous answer's titles, in their numbered order.
    /// - Returns: the rewritten request, or the request unchanged when it names no pick.
    public static func rewrite(_ request: String, titles: [String]) -> String {
        var words = request.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
            let key = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
            guard let ordinal = ordinals[key] else { continue }
            let number = ordinal == -1 ? titles.count : ordinal
            guard number >= 1, number <= titles.count else { return request }
            var start = index
            if start > 0, words[start - 1].lowercased() == "the" { start -= 1 }
            var end = index
            let next = end + 1 < words.count ? words[end + 1].lowercased() : ""
            if nouns.contains(next.trimmingCharacters(in: .punctuationCharacters)) { end += 1 }
            words.replaceSubrange(start...end, with: [titles[number - 1]])
            return words.joined(separator: " ")
        }
        return request
    }
}
