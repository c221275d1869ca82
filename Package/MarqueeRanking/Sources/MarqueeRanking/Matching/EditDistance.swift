// Ranking's people directory forgives a typo in a name and Search's index builds on Ranking, so the one edit
// distance lives here, the lower of the two engines.

/// Whether two words are at most one typo apart: one insertion, deletion, substitution or swap.
public enum EditDistance {
    /// Compares two words letter by letter (Unicode scalars).
    public static func isWithinOne(_ lhs: String, _ rhs: String) -> Bool {
        if abs(lhs.unicodeScalars.count - rhs.unicodeScalars.count) > 1 { return false }
        return isWithinOne(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    /// Compares two words held as buffers of letters, such as the bytes of plain-ASCII words.
    public static func isWithinOne<Letters: RandomAccessCollection>(_ first: Letters, _ second: Letters) -> Bool
    where Letters.Element: Equatable, Letters.Index == Int {
        if abs(first.count - second.count) > 1 { return false }
        if first.count == second.count { return sameLengthWithinOne(first, second) }
        let (shorter, longer) = first.count < second.count ? (first, second) : (second, first)
        var skipped = false
        var shortIndex = shorter.startIndex
        var longIndex = longer.startIndex
        while shortIndex < shorter.endIndex, longIndex < longer.endIndex {
            if shorter[shortIndex] == longer[longIndex] {
                shortIndex += 1
                longIndex += 1
            } else {
                if skipped { return false }
                skipped = true
                longIndex += 1
            }
        }
        return true
    }

    /// One substitution, or two neighbouring letters swapped.
    private static func sameLengthWithinOne<Letters: RandomAccessCollection>(_ first: Letters, _ second: Letters)
        -> Bool
    where Letters.Element: Equatable, Letters.Index == Int {
        var differing: (first: Int, second: Int)?
        var count = 0
        for offset in 0..<first.count
        where first[first.startIndex + offset] != second[second.startIndex + offset] {
            count += 1
            if count > 2 { return false }
            differing = (differing?.first ?? offset, offset)
        }
        guard count == 2, let (left, right) = differing else { return true }
        let (a, b) = (first.startIndex, second.startIndex)
        return right == left + 1 && first[a + left] == second[b + right] && first[a + right] == second[b + left]
    }
}
