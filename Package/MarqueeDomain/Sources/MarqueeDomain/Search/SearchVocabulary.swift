/// The distinct folded words of a set of texts, numbered, so a query word is compared with each word once rather
/// than once per title or name that holds it, and only with the words that can fit it.
struct SearchVocabulary: Sendable {
    /// How a vocabulary word relates to one query word, best last.
    enum Fit: UInt8, Comparable {
        case none, typo, prefix

        static func < (lhs: Fit, rhs: Fit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How every word fits one query word: a table by word id, the ids that fit at all, and the id of the query
    /// word itself when it is a vocabulary word.
    struct Fits {
        /// The fit of each word id; `.none` for most.
        let table: [Fit]
        /// The ids whose fit is not `.none`, so a query walks only those.
        let ids: [Int32]
        /// The query word's own id, when some text holds it whole.
        let exact: Int32?

        subscript(_ id: Int32) -> Fit { table[Int(id)] }
    }

    /// The words, numbered in the order first added.
    private var table: SearchWordTable
    /// Word ids in byte order, for finding every word that starts with a query word by binary search.
    private var sorted: [Int32] = []
    /// Word ids by length and by one of their first two bytes (`Self.bucket`), so a typo is looked for only among
    /// the words it can be: one edit away, a word keeps its first byte or, edited there, shows the query's first or
    /// second byte at its first or second place.
    private var buckets = SearchPostings(keys: [], entries: [], count: 0)
    /// How many bucket keys there are: every length up to the longest word's.
    private var bucketCount = 0
    /// Which bytes each word holds, one bit per byte value modulo 64: one edit changes at most two bits, so a word
    /// whose bits differ from the query word's in more is no typo of it, without comparing the two.
    private var letters: [UInt64] = []

    /// An empty vocabulary with room for about `capacity` words.
    init(capacity: Int = 0) {
        table = SearchWordTable(capacity: capacity)
    }

    /// The id of a word's bytes, adding it when new.
    mutating func id(of word: UnsafeBufferPointer<UInt8>) -> Int32 { table.id(of: word).id }

    /// How many words there are.
    var count: Int { table.count }

    /// Orders the words and files them by length once every text has been added.
    mutating func seal() {
        let (starts, ends) = (table.starts, table.ends)
        table.bytes.withUnsafeBufferPointer { bytes in
            func word(_ id: Int32) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[Int(starts[Int(id)])..<Int(ends[Int(id)])])
            }
            // Sorted by their first eight bytes as one number, by radix, the whole words compared only on a tie.
            let heads = (0..<Int32(count)).map { id in
                let bytes = word(id)
                return bytes.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                    << (8 * UInt64(8 - min(bytes.count, 8)))
            }
            var order = Self.radixSorted(heads)
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, heads[Int(order[end])] == heads[Int(order[start])] { end += 1 }
                if end - start > 1 {
                    order[start..<end].sort { word($0).lexicographicallyPrecedes(word($1)) }
                }
                start = end
            }
            sorted = order
            var keys: [Int32] = []
            var ids: [Int32] = []
            keys.reserveCapacity(2 * count)
            ids.reserveCapacity(2 * count)
            var longest = 0
            for id in 0..<Int32(count) {
                let bytes = word(id)
                longest = max(longest, bytes.count)
                guard bytes.count >= 2 else { continue }
                keys.append(Int32(Self.bucket(bytes.count, 0, bytes[0])))
                ids.append(id)
                keys.append(Int32(Self.bucket(bytes.count, 1, bytes[1])))
                ids.append(id)
            }
            bucketCount = Self.bucket(longest + 1, 0, 0)
            buckets = SearchPostings(keys: keys, entries: ids, count: bucketCount)
            letters = (0..<Int32(count)).map { Self.letters(word($0)) }
        }
    }

    /// The indices of `keys` in ascending order of key, equal keys in index order: a byte at a time, least
    /// significant first, skipping the bytes every key shares.
    private static func radixSorted(_ keys: [UInt64]) -> [Int32] {
        var order = (0..<Int32(keys.count)).map { $0 }
        var spare = order
        var counts = [Int](repeating: 0, count: 257)
        for shift in stride(from: UInt64(0), to: 64, by: 8) {
            for index in counts.indices { counts[index] = 0 }
            for key in keys { counts[Int(truncatingIfNeeded: key >> shift & 0xFF) + 1] += 1 }
            guard !counts.contains(keys.count) else { continue }
            for digit in 0..<256 { counts[digit + 1] += counts[digit] }
            for index in order {
                let digit = Int(truncatingIfNeeded: keys[Int(index)] >> shift & 0xFF)
                spare[counts[digit]] = index
                counts[digit] += 1
            }
            swap(&order, &spare)
        }
        return order
    }

    private static func letters<Bytes: Sequence<UInt8>>(_ word: Bytes) -> UInt64 {
        word.reduce(0) { $0 | UInt64(1) << UInt64($1 & 63) }
    }

    private static func bucket(_ length: Int, _ place: Int, _ byte: UInt8) -> Int {
        length << 9 | place << 8 | Int(byte)
    }

    /// How every word fits a query word: starts with it, or is one typo from it (three letters or more).
    func fits(of want: String) -> Fits {
        let wanted = Array(want.utf8)
        var table = [Fit](repeating: .none, count: count)
        var matched: [Int32] = []
        let (starts, ends) = (self.table.starts, self.table.ends)
        let exact = wanted.withUnsafeBufferPointer { self.table.find($0) }
        self.table.bytes.withUnsafeBufferPointer { stored in
            wanted.withUnsafeBufferPointer { bytes in
                func word(_ id: Int32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: stored[Int(starts[Int(id)])..<Int(ends[Int(id)])])
                }
                if bytes.count >= 3 {
                    let letterBits = Self.letters(bytes)
                    for length in (bytes.count - 1)...(bytes.count + 1) {
                        for (place, byte) in [(0, bytes[0]), (1, bytes[1]), (1, bytes[0]), (0, bytes[1])] {
                            let key = Self.bucket(length, place, byte)
                            guard key < bucketCount else { continue }
                            for id in buckets[Int32(key)] where table[Int(id)] == .none {
                                guard (letters[Int(id)] ^ letterBits).nonzeroBitCount <= 2 else { continue }
                                if EditDistance.isWithinOne(bytes, word(id)) {
                                    table[Int(id)] = .typo
                                    matched.append(id)
                                }
                            }
                        }
                    }
                }
                var low = 0
                var high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if word(sorted[middle]).lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
                }
                while low < sorted.count, word(sorted[low]).starts(with: bytes) {
                    let id = sorted[low]
                    if table[Int(id)] == .none { matched.append(id) }
                    table[Int(id)] = .prefix
                    low += 1
                }
            }
        }
        return Fits(table: table, ids: matched, exact: exact)
    }
}
