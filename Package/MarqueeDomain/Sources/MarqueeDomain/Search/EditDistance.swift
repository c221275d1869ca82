/// Whether two words are at most one typo apart: one insertion, deletion, substitution or swap.
///
/// A bounded check rather than a full Levenshtein table, because search runs it against
/// every word of every title.
enum EditDistance {
    static func isWithinOne(_ lhs: String, _ rhs: String) -> Bool {
        let first = Array(lhs.unicodeScalars)
        let second = Array(rhs.unicodeScalars)
        if abs(first.count - second.count) > 1 { return false }
        if first.count == second.count { return sameLengthWithinOne(first, second) }
        let (shorter, longer) = first.count < second.count ? (first, second) : (second, first)
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

    private static func sameLengthWithinOne(_ first: [Unicode.Scalar], _ second: [Unicode.Scalar]) -> Bool {
        let differences = zip(first.indices, zip(first, second)).filter { $0.1.0 != $0.1.1 }.map(\.0)
        switch differences.count {
        case 0, 1: return true
        case 2:
            let (left, right) = (differences[0], differences[1])
            return right == left + 1 && first[left] == second[right] && first[right] == second[left]
        default: return false
        }
    }
}
