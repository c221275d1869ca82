import Foundation
import MarqueeDomain
import MarqueeRanking

/// Folds text into the same words as `SearchText`, as bytes in one reused buffer, for building the index.
///
/// Plain ASCII is folded byte by byte (`SearchText.foldedASCII(_:)`). Each other Unicode scalar is folded by
/// Foundation once per folder and remembered, since a catalog's accented names repeat the same few hundred
/// letters: "é" is always "e". Text holding a scalar whose folding could read differently inside a longer string
/// (anything that is not plain ASCII, a dropped apostrophe, or a letter of a script where every letter stands
/// alone) is folded whole by `SearchText.foldedWords(_:)`, so the words are always the ones `SearchText` gives.
struct SearchFolder {
    /// What one non-ASCII scalar folds to.
    private enum Folded {
        /// ASCII bytes, each read as `SearchText.foldedASCII(_:)` reads it.
        case ascii([UInt8])
        /// One letter or digit of a script whose letters never join the next character: its UTF-8 bytes.
        case letter([UInt8])
        /// Nothing: the typographic apostrophe, dropped as "'" is.
        case dropped
        /// Something only folding the whole text decides.
        case whole
    }

    private var scalars: [UInt32: Folded] = [:]
    /// The last folded text's words, end to end.
    private(set) var buffer: [UInt8] = []
    /// Where each word starts in `buffer`, and one more for where the last ends.
    private(set) var bounds: [Int] = [0]

    /// How many words the last folded text has.
    var wordCount: Int { bounds.count - 1 }

    /// Folds `text`, replacing the words of the last.
    mutating func fold(_ text: String) {
        buffer.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        bounds.append(0)
        let folded =
            text.utf8.withContiguousStorageIfAvailable { fold($0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { fold($0) }
        guard !folded else { return }
        buffer.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        bounds.append(0)
        for word in SearchText.foldedWords(text) {
            buffer.append(contentsOf: word.utf8)
            bounds.append(buffer.count)
        }
    }

    /// Folds UTF-8 bytes scalar by scalar; `false` when some scalar needs the whole text folded.
    private mutating func fold(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < utf8.count {
            let lead = utf8[offset]
            if lead < 0x80 {
                append(lead)
                offset += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard offset + length <= utf8.count else { return false }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in 1..<length { value = value << 6 | UInt32(utf8[offset + next] & 0x3F) }
            offset += length
            switch folded(value) {
            case .ascii(let bytes): for byte in bytes { append(byte) }
            case .letter(let bytes): buffer.append(contentsOf: bytes)
            case .dropped: continue
            case .whole: return false
            }
        }
        endWord()
        return true
    }

    /// One ASCII byte of folded text: a letter or digit joins the word, an apostrophe is dropped, the rest ends it.
    private mutating func append(_ byte: UInt8) {
        switch SearchText.foldedASCII(byte) {
        case nil: return
        case SearchText.separator?: endWord()
        case let letter?: buffer.append(letter)
        }
    }

    private mutating func endWord() {
        if buffer.count > bounds[bounds.count - 1] { bounds.append(buffer.count) }
    }

    /// What a non-ASCII scalar folds to, asking Foundation the first time.
    private mutating func folded(_ value: UInt32) -> Folded {
        if let known = scalars[value] { return known }
        let found = Self.fold(value)
        scalars[value] = found
        return found
    }

    private static func fold(_ value: UInt32) -> Folded {
        guard let scalar = Unicode.Scalar(value) else { return .whole }
        if scalar == "’" { return .dropped }
        let folded = String(Character(scalar)).folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        if folded.utf8.allSatisfy({ $0 < 0x80 }) { return .ascii(Array(folded.utf8)) }
        guard folded.unicodeScalars.count == 1, let only = folded.unicodeScalars.first, standsAlone(only),
            only.properties.isAlphabetic || only.properties.numericType != nil
        else { return .whole }
        return .letter(Array(folded.utf8))
    }

    /// Whether a scalar is a letter or digit of Latin, Greek, Cyrillic, kana or the common CJK ideographs, which
    /// never join a neighbour into one character, so reading it alone reads it as the whole text would.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber: break
        default: return false
        }
        switch scalar.value {
        case 0x00C0...0x02AF, 0x0370...0x03FF, 0x0400...0x04FF, 0x1E00...0x1EFF, 0x3041...0x3096, 0x30A1...0x30FA,
            0x4E00...0x9FFF:
            return true
        default: return false
        }
    }
}
