import Foundation
import MarqueeDomain

/// Reads `save 2`, `like 1` or `pass 3` typed in a chat.
enum ChatReactionLine {
    /// The reaction and pick number, or `nil` when the line is a request.
    static func parse(_ line: String) -> (Reaction, Int)? {
        let words = line.lowercased().split(separator: " ")
        guard words.count == 2, let reaction = Reaction(rawValue: String(words[0])),
            let number = Int(words[1].trimmingCharacters(in: .punctuationCharacters)), number > 0
        else { return nil }
        return (reaction, number)
    }
}
