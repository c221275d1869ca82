import MarqueeDomain
import MarqueeRanking

extension EditDistance {
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
}
