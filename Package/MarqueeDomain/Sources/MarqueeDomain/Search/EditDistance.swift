/// Whether two words are at most one typo apart: one insertion, deletion, substitution or swap.
///
/// A bounded check rather than a full Levenshtein table, because search runs it against
/// every word of every title and name. Lengths are compared before anything is copied, so the
/// many pairs that differ by two or more letters cost no allocation.
enum EditDistance {
    /// Compares two words letter by letter (Unicode scalars).
    static func isWithinOne(_ lhs: String, _ rhs: String) -> Bool {
        if abs(lhs.unicodeScalars.count - rhs.unicodeScalars.count) > 1 { return false }
        return isWithinOne(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    /// Compares two words held as buffers of letters, such as the bytes of plain-ASCII words.
    static func isWithinOne<Letters: RandomAccessCollection>(_ first: Letters, _ second: Letters) -> Bool
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

    /// Whether two words are at most two typos apart (each an insertion, deletion, substitution or swap of
    /// neighbours), for words long enough that two typos still leave them recognisable.
    ///
    /// A banded table of the optimal string alignment distance, stopping as soon as every cell of a row passes two.
    static func isWithinTwo<Letters: RandomAccessCollection>(_ first: Letters, _ second: Letters) -> Bool
    where Letters.Element: Equatable, Letters.Index == Int {
        let (m, n) = (first.count, second.count)
        if abs(m - n) > 2 { return false }
        guard m > 0, n > 0 else { return max(m, n) <= 2 }
        let (a, b) = (first.startIndex, second.startIndex)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { cells in
            // Three rows: two back (for a swap), the last and the current.
            var (older, last, current) = (0, n + 1, 2 * (n + 1))
            for column in 0...n { cells[last + column] = column }
            for row in 1...m {
                cells[current] = row
                var smallest = row
                for column in 1...n {
                    let cost = first[a + row - 1] == second[b + column - 1] ? 0 : 1
                    var best = min(
                        cells[last + column] + 1, cells[current + column - 1] + 1, cells[last + column - 1] + cost)
                    if row > 1, column > 1, first[a + row - 1] == second[b + column - 2],
                        first[a + row - 2] == second[b + column - 1]
                    {
                        best = min(best, cells[older + column - 2] + 1)
                    }
                    cells[current + column] = best
                    smallest = min(smallest, best)
                }
                if smallest > 2 { return false }
                (older, last, current) = (last, current, older)
            }
            return cells[last + n] <= 2
        }
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
