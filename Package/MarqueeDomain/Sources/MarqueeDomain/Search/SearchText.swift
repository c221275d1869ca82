import Foundation

/// Text folded for matching: lower case, no accents, punctuation as spaces.
public struct SearchText: Hashable, Sendable {
    /// The folded text, words separated by single spaces.
    public let folded: String
    /// The folded words.
    public let words: [String]

    /// Folds a piece of text.
    public init(_ text: String) {
        words = Self.asciiWords(text) ?? Self.foldedWords(text)
        folded = words.joined(separator: " ")
    }

    /// Plain ASCII text, which is most titles and names, folded byte by byte; `nil` for any other text.
    public static func asciiWords(_ text: String) -> [String]? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            switch foldedASCII(byte) {
            case nil: continue
            case separator?:
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            case let letter?: current.append(letter)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// A word separator in folded ASCII text.
    public static let separator = UInt8(ascii: " ")

    /// One ASCII byte folded: a letter lower-cased, a digit kept, `nil` for an apostrophe (dropped, so "Schindler's"
    /// is one word), and ``separator`` for anything else.
    public static func foldedASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A") + UInt8(ascii: "a")
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "'"): nil
        default: separator
        }
    }

    /// Any text: lower case and accents removed by Foundation, then split at everything but letters and digits.
    public static func foldedWords(_ text: String) -> [String] {
        let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for character in lowered {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character != "'" && character != "’" && !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
