/// For each key (a word id, a person), the entries (films, people) that hold it, in one flat array.
///
/// Built from (key, entry) pairs in a counting pass rather than as an array per key: the index has tens of thousands
/// of keys, and one small array each made building it a walk of scattered allocations.
struct SearchPostings: Sendable {
    private let offsets: [Int32]
    private let entries: [Int32]

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
        self.offsets = offsets
        self.entries = filed
    }

    /// The entries of a key.
    subscript(_ key: Int32) -> ArraySlice<Int32> {
        entries[Int(offsets[Int(key)])..<Int(offsets[Int(key) + 1])]
    }

    /// How many entries a key has.
    func count(of key: Int32) -> Int { Int(offsets[Int(key) + 1] - offsets[Int(key)]) }
}
