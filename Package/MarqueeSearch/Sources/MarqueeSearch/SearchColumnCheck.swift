import MarqueeDomain
import MarqueeRanking

/// The checks a ``SearchIndex`` read from its ``SearchIndex/Parts`` relies on, so no read can leave a column.
///
/// Each is one pass without an early exit, which the optimiser can vectorise: checking a prebuilt index costs a
/// fraction of a millisecond, against a hundred for building one.
enum SearchColumnCheck {
    /// Whether every value lies in `0..<bound`.
    static func all(_ values: Column<Int32>, below bound: Int) -> Bool {
        var (lowest, highest) = (Int32.max, Int32.min)
        values.withUnsafeBufferPointer { values in
            for value in values {
                lowest = min(lowest, value)
                highest = max(highest, value)
            }
        }
        return values.isEmpty || (lowest >= 0 && Int(highest) < bound)
    }

    /// Whether `starts` has `runs` + 1 entries, from 0 to `end`, never going back: `runs` runs of some column of
    /// `end` values.
    static func isRuns(_ starts: Column<Int32>, runs: Int, through end: Int) -> Bool {
        guard starts.count == runs + 1, starts.first == 0, starts.last.map({ Int($0) == end }) ?? false else {
            return false
        }
        var descents: Int32 = 0
        starts.withUnsafeBufferPointer { starts in
            for index in starts.indices.dropFirst() { descents |= starts[index] < starts[index - 1] ? 1 : 0 }
        }
        return descents == 0
    }

    /// Whether each pair of `starts` and `ends` is a run inside a column of `end` values.
    static func isSpans(_ starts: Column<Int32>, _ ends: Column<Int32>, within end: Int) -> Bool {
        guard starts.count == ends.count else { return false }
        var stray: Int32 = 0
        starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                for index in starts.indices {
                    stray |= starts[index] < 0 || starts[index] > ends[index] || Int(ends[index]) > end ? 1 : 0
                }
            }
        }
        return stray == 0
    }
}
