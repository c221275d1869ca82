import Foundation
import MarqueeDomain

/// Splits a request into folded words and pauses.
///
/// Hyphens and apostrophes would otherwise split words the lexicons know whole: `sci-fi` becomes `sci fi`
/// (listed that way), `isn't` becomes `isnt`, `'80s` becomes `80s`. A dash between numbers (`1990-1995`)
/// becomes the word `to`, and a decimal point between digits stays (`1.5 hours`).
enum AskTokenizer {
    private static let pauses: Set<Character> = [",", ".", ";", "!", "?", "(", ")"]
    private static let apostrophes: Set<Character> = ["'", "’", "‘", "`"]
    private static let dashes: Set<Character> = ["-", "–", "—"]

    static func tokens(of text: String) -> [AskToken] {
        let characters = Array(zip(text.indices, text))
        var tokens: [AskToken] = []
        var word = ""
        var start: String.Index?
        var end = text.startIndex
        func flush() {
            if let start, !word.isEmpty { tokens.append(AskToken(text: word, range: start..<end, isBreak: false)) }
            word = ""
            start = nil
        }
        for (offset, (index, character)) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1].1 : nil
            if character.isLetter || character.isNumber {
                word += fold(character)
                if start == nil { start = index }
                end = text.index(after: index)
            } else if apostrophes.contains(character) {
                continue
            } else if character == ".", word.last?.isNumber == true, next?.isNumber == true {
                word.append(".")
            } else if character == ".", word.count == 1, word.first?.isLetter == true,
                next == " " || next?.isLetter == true
            {
                // An initial ("J. K. Simmons", "Paul W. S. Anderson") is part of a name, not a pause.
                flush()
            } else {
                let joinsNumbers = dashes.contains(character) && word.last?.isNumber == true && next?.isNumber == true
                flush()
                if joinsNumbers {
                    tokens.append(AskToken(text: "to", range: index..<text.index(after: index), isBreak: false))
                } else if pauses.contains(character) {
                    tokens.append(
                        AskToken(text: String(character), range: index..<text.index(after: index), isBreak: true))
                }
            }
        }
        flush()
        return tokens
    }

    private static func fold(_ character: Character) -> String {
        String(character).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
