import MarqueeDomain
import MarqueeRanking

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

    /// Every word's bytes, each in the record the `SearchWordTable` that numbered it keeps.
    let bytes: Column<UInt8>
    /// Where each word's bytes start in `bytes`, by id.
    let starts: Column<Int32>
    /// Where each word's bytes end in `bytes`, by id.
    let ends: Column<Int32>
    /// Word ids in byte order, for finding every word that starts with a query word by binary search.
    let sorted: Column<Int32>
    /// Word ids by length and by one of their first two bytes (`Self.bucket`), where a typo is looked for.
    ///
    /// Only among the words a typo can be: one edit away, a word keeps its first byte or, edited there, shows the
    /// query's first or second byte at its first or second place. There is a key for every length up to the
    /// longest word's.
    let buckets: SearchPostings
    /// Which bytes each word holds, one bit per byte value modulo 64: one edit changes at most two bits, so a word
    /// whose bits differ from the query word's in more is no typo of it, without comparing the two.
    let letters: Column<UInt64>

    /// How many words there are.
    var count: Int { starts.count }

    /// Orders the words of a table and files them by length, once every text has been added to it.
    init(sealing table: SearchWordTable) {
        let (starts, ends, count) = (table.starts, table.ends, table.count)
        var sorted: [Int32] = []
        var buckets = SearchPostings(keys: [], entries: [], count: 0)
        var letters: [UInt64] = []
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
            buckets = SearchPostings(keys: keys, entries: ids, count: Self.bucket(longest + 1, 0, 0))
            letters = (0..<Int32(count)).map { Self.letters(word($0)) }
        }
        self.bytes = Column(table.bytes)
        self.starts = Column(starts)
        self.ends = Column(ends)
        self.sorted = Column(sorted)
        self.buckets = buckets
        self.letters = Column(letters)
    }

    /// A vocabulary read back from its columns, `nil` unless every word lies inside `bytes` and every id names a word.
    ///
    /// After that no read can leave them. An unsorted `sorted` would find too little, never read astray.
    init?(
        bytes: Column<UInt8>, starts: Column<Int32>, ends: Column<Int32>, sorted: Column<Int32>,
        buckets: SearchPostings, letters: Column<UInt64>
    ) {
        let count = starts.count
        guard SearchColumnCheck.isSpans(starts, ends, within: bytes.count), sorted.count == count,
            letters.count == count, SearchColumnCheck.all(sorted, below: count),
            SearchColumnCheck.all(buckets.entries, below: count)
        else { return nil }
        self.bytes = bytes
        self.starts = starts
        self.ends = ends
        self.sorted = sorted
        self.buckets = buckets
        self.letters = letters
    }

    /// A vocabulary read back from the columns of a ``SearchIndex/Parts``, checked as above.
    init?(_ words: SearchIndex.Parts.Words) {
        guard
            let buckets = SearchPostings(
                offsets: words.bucketStarts, entries: words.buckets, keys: max(words.bucketStarts.count - 1, 0),
                bound: words.starts.count)
        else { return nil }
        self.init(
            bytes: words.bytes, starts: words.starts, ends: words.ends, sorted: words.sorted, buckets: buckets,
            letters: words.letters)
    }

    /// The vocabulary as the columns of a ``SearchIndex/Parts``.
    var parts: SearchIndex.Parts.Words {
        SearchIndex.Parts.Words(
            bytes: bytes, starts: starts, ends: ends, sorted: sorted, bucketStarts: buckets.offsets,
            buckets: buckets.entries, letters: letters)
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

    /// The shortest query word allowed two typos.
    static let twoTypoLength = 8

    /// How every word fits a query word: starts with it, or is one typo from it (three letters or more), or two
    /// (`twoTypoLength` letters or more).
    func fits(of want: String) -> Fits {
        let wanted = Array(want.utf8)
        var table = [Fit](repeating: .none, count: count)
        var matched: [Int32] = []
        var exact: Int32?
        let (starts, ends, bucketCount) = (self.starts, self.ends, buckets.keyCount)
        self.bytes.withUnsafeBufferPointer { stored in
            wanted.withUnsafeBufferPointer { bytes in
                func word(_ id: Int32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: stored[Int(starts[Int(id)])..<Int(ends[Int(id)])])
                }
                if bytes.count >= 3 {
                    let letterBits = Self.letters(bytes)
                    // Two typos in a long word, one in a shorter: "shawshenk" is still The Shawshank Redemption,
                    // while two edits in a short word would reach too many other words. The long word is the one
                    // meant, so a typed word a letter or two short may be a long word missing letters ("jrazsic"
                    // is Jurassic, "srenit" Serenity): it reaches words of the full length with two typos, shorter
                    // ones with one. Six letters reach eight only by two insertions, which keeps it narrow.
                    let edits = bytes.count >= Self.twoTypoLength - 2 ? 2 : 1
                    for length in (bytes.count - edits)...(bytes.count + edits) {
                        let edits = length >= Self.twoTypoLength || bytes.count >= Self.twoTypoLength ? edits : 1
                        for (place, byte) in [(0, bytes[0]), (1, bytes[1]), (1, bytes[0]), (0, bytes[1])] {
                            let key = Self.bucket(length, place, byte)
                            guard key < bucketCount else { continue }
                            for id in buckets[Int32(key)] where table[Int(id)] == .none {
                                // Each edit changes at most two of the letter bits.
                                guard (letters[Int(id)] ^ letterBits).nonzeroBitCount <= 2 * edits else { continue }
                                let near =
                                    edits == 1
                                    ? EditDistance.isWithinOne(bytes, word(id))
                                    : EditDistance.isWithinTwo(bytes, word(id))
                                if near {
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
                // The first word not before the query's is the query word itself, when some text holds it whole.
                if low < sorted.count, word(sorted[low]).elementsEqual(bytes) { exact = sorted[low] }
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

extension SearchVocabulary {
    /// A word's folded text.
    func text(of id: Int32) -> String {
        String(decoding: bytes[Int(starts[Int(id)])..<Int(ends[Int(id)])], as: UTF8.self)
    }

    /// A word's first byte.
    func firstByte(of id: Int32) -> UInt8 { bytes[Int(starts[Int(id)])] }

    /// Whether some text holds the word whole.
    func contains(_ word: String) -> Bool { whole(word) != nil }

    /// The id of a word some text holds whole, if one does: a binary search of the words in byte order.
    func whole(_ word: String) -> Int32? {
        let wanted = Array(word.utf8)
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            let id = Int(sorted[middle])
            let stored = bytes[Int(starts[id])..<Int(ends[id])]
            if stored.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        guard low < sorted.count else { return nil }
        let id = sorted[low]
        return bytes[Int(starts[Int(id)])..<Int(ends[Int(id)])].elementsEqual(wanted) ? id : nil
    }

    /// The fits of a word that fits only itself, whole: a letter standing for a word, which no longer word starts.
    func only(_ id: Int32) -> Fits {
        var table = [Fit](repeating: .none, count: count)
        table[Int(id)] = .prefix
        return Fits(table: table, ids: [id], exact: id)
    }
}
