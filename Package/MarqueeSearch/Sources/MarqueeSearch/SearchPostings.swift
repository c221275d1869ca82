import MarqueeDomain
import MarqueeRanking

/// For each key (a word id, a person), the entries (films, people) that hold it, in one flat array.
///
/// Built from (key, entry) pairs in a counting pass rather than as an array per key: the index has tens of thousands
/// of keys, and one small array each made building it a walk of scattered allocations. Kept as columns, so a
/// prebuilt index (``SearchIndex/Parts``) points at its postings where they lie.
struct SearchPostings: Sendable {
    /// Where each key's entries start in `entries`, and one more for where the last key's end.
    let offsets: Column<Int32>
    let entries: Column<Int32>

    /// Files the pairs by key, keeping each key's entries in the order given.
    /// - Parameters:
    ///   - keys: the key of each pair.
    ///   - entries: the entry of each pair.
    ///   - count: how many keys there are.
    init(keys: [Int32], entries: [Int32], count: Int) {
        var offsets = [Int32](repeating: 0, count: count + 1)
        for key in keys { offsets[Int(key) + 1] += 1 }
        for key in 0..<count { offsets[key + 1] += offsets[key] }
        var next = offsets
        var filed = [Int32](repeating: 0, count: entries.count)
        for (key, entry) in zip(keys, entries) {
            filed[Int(next[Int(key)])] = entry
            next[Int(key)] += 1
        }
        self.offsets = Column(offsets)
        self.entries = Column(filed)
    }

    /// Postings read back from their columns, `nil` unless they file `keys` keys and every entry is below `bound`:
    /// after that no read can leave them.
    init?(offsets: Column<Int32>, entries: Column<Int32>, keys: Int, bound: Int) {
        guard SearchColumnCheck.isRuns(offsets, runs: keys, through: entries.count),
            SearchColumnCheck.all(entries, below: bound)
        else { return nil }
        self.offsets = offsets
        self.entries = entries
    }

    /// How many keys there are.
    var keyCount: Int { offsets.count - 1 }

    /// The entries of a key.
    subscript(_ key: Int32) -> Slice<Column<Int32>> {
        entries[Int(offsets[Int(key)])..<Int(offsets[Int(key) + 1])]
    }

    /// How many entries a key has.
    func count(of key: Int32) -> Int { Int(offsets[Int(key) + 1] - offsets[Int(key)]) }
}
