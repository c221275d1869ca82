import Foundation
import MarqueeDomain
import MarqueeWords
import TerminalKit

/// What one typed line means in the accessible mode: a key, text for a field, genres for the picker, or nothing.
enum LinearInput: Equatable, Sendable {
    /// What the screen expects a line to be.
    enum Mode: Equatable, Sendable {
        /// Keys, one per line.
        case keys
        /// Genre names for the picker.
        case genres
        /// Text for the search field or a form field.
        case text
    }

    /// The line names a key: a single character, or a word such as `enter`, `esc` or `tab`.
    case key(Key)
    /// The line lists genres, for the picker.
    case genres(GenreSet)
    /// The line is text for the field being typed into.
    case text(String)
    /// The line is `ask` and a question, which is asked from any screen.
    case ask(String)
    /// An empty line.
    case empty
    /// The line means nothing here; the word is reported back.
    case unknown(String)

    /// Key names a user can type, for keys that have no character.
    private static let names: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "back": .escape,
        "tab": .tab, "shift-tab": .backTab, "backtab": .backTab, "space": .character(" "),
        "up": .up, "down": .down, "left": .left, "right": .right, "del": .delete, "delete": .delete,
        "help": .character("?"), "quit": .character("q"), "exit": .character("q"),
        // The German names the German prompt prints.
        "leertaste": .character(" "), "entf": .delete,
    ]

    /// Reads a line.
    /// - Parameters:
    ///   - line: what the user typed, without the line break.
    ///   - mode: what the screen expects.
    /// - Returns: what the line means.
    static func parse(_ line: String, mode: Mode) -> LinearInput {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .empty }
        if let key = names[text.lowercased()] { return .key(key) }
        if mode != .text, let question = askQuestion(text) { return .ask(question) }
        switch mode {
        case .text:
            return .text(text)
        case .keys:
            guard text.count == 1, let character = text.first else { return .unknown(text) }
            return .key(.character(character))
        case .genres:
            if text.count == 1, let character = text.first { return .key(.character(character)) }
            var genres: GenreSet = []
            for word in text.split(separator: ",") {
                guard let genre = Genre.parse(String(word)) ?? translatedGenre(String(word)) else {
                    return .unknown(word.trimmingCharacters(in: .whitespaces))
                }
                genres.insert(genre)
            }
            return .genres(genres)
        }
    }

    /// A genre by its German name, as the German picker lists it: `Komödie`, `science fiction`.
    private static func translatedGenre(_ word: String) -> Genre? {
        let key = { (text: String) in text.lowercased().filter(\.isLetter) }
        return Genre.allCases.first { genre in
            GenreStrings.german["genre.\(genre.rawValue)"].map(key) == key(word)
        }
    }

    /// The question after `ask `, when the line starts with that word and says more.
    private static func askQuestion(_ text: String) -> String? {
        let words = text.split(separator: " ", maxSplits: 1)
        guard words.count == 2, words[0].lowercased() == "ask" else { return nil }
        let question = words[1].trimmingCharacters(in: .whitespaces)
        return question.isEmpty ? nil : question
    }
}
