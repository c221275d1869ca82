import MarqueeDomain
import MarqueeRanking

/// Roman numerals read as digits, so "godfather 2" finds The Godfather Part II and "rocky iv" finds Rocky IV.
///
/// Only whole words that are numerals from I to XX are read, on both the query and the titles, so "I Am Legend"
/// still matches "i am legend" (both become "1 am legend").
enum SearchNumerals {
    private static let values: [String: String] = {
        let numerals = [
            "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv", "xvi",
            "xvii", "xviii", "xix", "xx",
        ]
        return Dictionary(uniqueKeysWithValues: numerals.enumerated().map { ($0.element, String($0.offset + 1)) })
    }()

    /// The words with every roman numeral replaced by its digits.
    static func normalized(_ words: [String]) -> [String] {
        words.map { values[$0] ?? $0 }
    }

    /// The first letter of the roman numeral a title word's digits stand for, from 1 to 20: a title's initials are
    /// typed from its letters ("ikwydls" for I Know What You Did Last Summer, "bttfpi" for Back to the Future Part
    /// II), though its numerals are filed as digits.
    static func romanInitial(ofDigits word: String) -> UInt8? {
        guard let value = Int(word), (1...20).contains(value) else { return nil }
        switch value {
        case 5...8: return UInt8(ascii: "v")
        case 10...20: return UInt8(ascii: "x")
        default: return UInt8(ascii: "i")
        }
    }

    /// The digits of a folded word that is a roman numeral from I to XX, `nil` for any other word.
    static func digits(of word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard word.count <= 5,
            word.allSatisfy({ $0 == UInt8(ascii: "i") || $0 == UInt8(ascii: "v") || $0 == UInt8(ascii: "x") })
        else { return nil }
        guard let value = values[String(decoding: word, as: UTF8.self)] else { return nil }
        return Array(value.utf8)
    }
}
