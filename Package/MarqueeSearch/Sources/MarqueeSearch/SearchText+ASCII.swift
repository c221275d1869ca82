import MarqueeDomain
import MarqueeRanking

// The index folds every title and name of the catalog when it is built, so plain ASCII, which is most of them,
// is folded byte by byte here; Domain folds the few strings it compares with Foundation alone.
extension SearchText {
    /// Folds text as `SearchText(_:)` does, through the ASCII path when it applies.
    static func words(of text: String) -> [String] { asciiWords(text) ?? foldedWords(text) }

    /// Plain ASCII text, which is most titles and names, folded byte by byte; `nil` for any other text.
    ///
    /// The same words as `foldedWords(_:)` at a fraction of the cost of Foundation's folding.
    static func asciiWords(_ text: String) -> [String]? {
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
    static let separator = UInt8(ascii: " ")

    /// One ASCII byte folded: a letter lower-cased, a digit kept, `nil` for an apostrophe (dropped, so "Schindler's"
    /// is one word), and ``separator`` for anything else.
    static func foldedASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "'"): nil
        default: separator
        }
    }
}
