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
        if line.unicodeScalars.contains(where: isControl) { return parseKeyBytes(line, mode: mode) }
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

    /// A line holding what a terminal sends for a key (Esc, an arrow), as a cooked terminal passes them on.
    ///
    /// Read the way the full-screen app reads keys: a line that starts with such a key means that key, so Esc means
    /// back here too; elsewhere the sequences are dropped and the rest is read as typed. Either way no escape byte
    /// reaches the output, where a terminal would obey it and garble the reply.
    private static func parseKeyBytes(_ line: String, mode: Mode) -> LinearInput {
        var tokenizer = KeyTokenizer()
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let keys = tokenizer.feed(Array(trimmed.utf8)) + tokenizer.flush()
        if let first = keys.first, case .character = first {
            let typed = String(keys.compactMap { key in if case .character(let c) = key { c } else { nil } })
            return parse(typed, mode: mode)
        }
        return keys.first.map(LinearInput.key) ?? .empty
    }

    /// Whether a scalar is a control character (C0, DEL or C1), which a typed line never means as text.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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
