/// Whether two words are at most one typo apart: one insertion, deletion, substitution or swap.
///
/// A bounded check rather than a full Levenshtein table, because search runs it against
/// every word of every title and name. Lengths are compared before anything is copied, so the
/// many pairs that differ by two or more letters cost no allocation.
enum EditDistance {
    static func isWithinOne(_ lhs: String, _ rhs: String) -> Bool {
        let (firstCount, secondCount) = (lhs.unicodeScalars.count, rhs.unicodeScalars.count)
        if abs(firstCount - secondCount) > 1 { return false }
        let first = Array(lhs.unicodeScalars)
        let second = Array(rhs.unicodeScalars)
        if firstCount == secondCount { return sameLengthWithinOne(first, second) }
        let (shorter, longer) = firstCount < secondCount ? (first, second) : (second, first)
        var skipped = false
        var shortIndex = 0
        var longIndex = 0
        while shortIndex < shorter.count, longIndex < longer.count {
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
    private static func sameLengthWithinOne(_ first: [Unicode.Scalar], _ second: [Unicode.Scalar]) -> Bool {
        var differing: [Int] = []
        for index in first.indices where first[index] != second[index] {
            if differing.count == 2 { return false }
            differing.append(index)
        }
        guard differing.count == 2 else { return true }
        let (left, right) = (differing[0], differing[1])
        return right == left + 1 && first[left] == second[right] && first[right] == second[left]
    }
}
