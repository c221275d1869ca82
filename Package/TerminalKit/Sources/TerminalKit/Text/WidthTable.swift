/// The column width of single Unicode scalars: 0, 1 or 2.
///
/// Wide ranges are a compact cut of Unicode's East Asian Width `W`/`F` blocks plus the emoji blocks terminals draw
/// two columns wide. Ambiguous-width characters (box drawing, `…`) count as 1, as in every Western locale.
/// Zero width comes from the general category (marks, format characters, controls) and the Hangul vowel and
/// final-consonant jamo, which join the syllable before them.
enum WidthTable {
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return contains(wide, value) ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return contains(zero, scalar.value)
        }
    }

    /// Binary search over sorted, disjoint ranges.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        guard let first = ranges.first, value >= first.lowerBound else { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    private static let zero: [ClosedRange<UInt32>] = [
        0x1160...0x11FF,  // Hangul Jamo medial vowels and final consonants
        0xD7B0...0xD7FF,  // Hangul Jamo Extended-B
    ]

    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B,  // watch, hourglass
        0x2329...0x232A,  // angle brackets
        0x23E9...0x23EC,  // media buttons
        0x23F0...0x23F0,
        0x23F3...0x23F3,
        0x25FD...0x25FE,
        0x2614...0x2615,
        0x2648...0x2653,  // zodiac
        0x267F...0x267F,
        0x2693...0x2693,
        0x26A1...0x26A1,
        0x26AA...0x26AB,
        0x26BD...0x26BE,
        0x26C4...0x26C5,
        0x26CE...0x26CE,
        0x26D4...0x26D4,
        0x26EA...0x26EA,
        0x26F2...0x26F3,
        0x26F5...0x26F5,
        0x26FA...0x26FA,
        0x26FD...0x26FD,
        0x2705...0x2705,
        0x270A...0x270B,
        0x2728...0x2728,
        0x274C...0x274C,
        0x274E...0x274E,
        0x2753...0x2755,
        0x2757...0x2757,
        0x2795...0x2797,
        0x27B0...0x27B0,
        0x27BF...0x27BF,
        0x2B1B...0x2B1C,
        0x2B50...0x2B50,
        0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, enclosed CJK
        0x3400...0x4DBF,  // CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F004...0x1F004,  // mahjong red dragon
        0x1F0CF...0x1F0CF,  // joker
        0x1F18E...0x1F18E,
        0x1F191...0x1F19A,  // squared words
        0x1F1E6...0x1F1FF,  // regional indicators: a flag is a pair of them
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x1F300...0x1F64F,  // miscellaneous symbols and pictographs, emoticons
        0x1F680...0x1F6FF,  // transport and map symbols
        0x1F7E0...0x1F7EB,  // coloured circles and squares
        0x1F90C...0x1F9FF,  // supplemental symbols and pictographs
        0x1FA70...0x1FAFF,  // symbols and pictographs extended-A
        0x20000...0x2FFFD,  // CJK Extensions B to F
        0x30000...0x3FFFD,  // CJK Extension G and later
    ]
}
