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

    private var ids: [String: Int32] = [:]
    private(set) var words: [[UInt8]] = []
    /// Word ids in byte order, for finding every word that starts with a query word by binary search.
    private var sorted: [Int32] = []
    /// Word ids by length and by one of their first two bytes (`Self.bucket`), so a typo is looked for only among
    /// the words it can be: one edit away, a word keeps its first byte or, edited there, shows the query's first or
    /// second byte at its first or second place.
    private var buckets: [Int: [Int32]] = [:]
    /// Which bytes each word holds, one bit per byte value modulo 64: one edit changes at most two bits, so a word
    /// whose bits differ from the query word's in more is no typo of it, without comparing the two.
    private var letters: [UInt64] = []

    /// An empty vocabulary with room for about `capacity` words.
    init(capacity: Int = 0) {
        ids.reserveCapacity(capacity)
        words.reserveCapacity(capacity)
    }

    /// The id of a word, adding it when new.
    mutating func id(of word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        ids[word] = id
        words.append(Array(word.utf8))
        return id
    }

    /// How many words there are.
    var count: Int { words.count }

    /// Orders the words and files them by length once every text has been added.
    mutating func seal() {
        // Sorted by their first eight bytes as one number, the whole words compared only on a tie.
        let heads = words.map { word in
            word.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) } << (8 * UInt64(8 - min(word.count, 8)))
        }
        sorted = words.indices.map(Int32.init).sorted { lhs, rhs in
            let (left, right) = (heads[Int(lhs)], heads[Int(rhs)])
            return left != right ? left < right : words[Int(lhs)].lexicographicallyPrecedes(words[Int(rhs)])
        }
        var buckets: [Int: [Int32]] = [:]
        for (id, word) in words.enumerated() where word.count >= 2 {
            buckets[Self.bucket(word.count, 0, word[0]), default: []].append(Int32(id))
            buckets[Self.bucket(word.count, 1, word[1]), default: []].append(Int32(id))
        }
        self.buckets = buckets
        letters = words.map(Self.letters)
    }

    private static func letters(_ word: [UInt8]) -> UInt64 {
        word.reduce(0) { $0 | UInt64(1) << UInt64($1 & 63) }
    }

    private static func bucket(_ length: Int, _ place: Int, _ byte: UInt8) -> Int {
        length << 9 | place << 8 | Int(byte)
    }

    /// How every word fits a query word: starts with it, or is one typo from it (three letters or more).
    func fits(of want: String) -> Fits {
        let bytes = Array(want.utf8)
        var table = [Fit](repeating: .none, count: words.count)
        var matched: [Int32] = []
        if bytes.count >= 3 {
            let wanted = Self.letters(bytes)
            for length in (bytes.count - 1)...(bytes.count + 1) {
                for (place, byte) in [(0, bytes[0]), (1, bytes[1]), (1, bytes[0]), (0, bytes[1])] {
                    for id in buckets[Self.bucket(length, place, byte)] ?? [] where table[Int(id)] == .none {
                        guard (letters[Int(id)] ^ wanted).nonzeroBitCount <= 2 else { continue }
                        if EditDistance.isWithinOne(bytes, words[Int(id)]) {
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
            if words[Int(sorted[middle])].lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        while low < sorted.count, words[Int(sorted[low])].starts(with: bytes) {
            let id = sorted[low]
            if table[Int(id)] == .none { matched.append(id) }
            table[Int(id)] = .prefix
            low += 1
        }
        return Fits(table: table, ids: matched, exact: ids[want])
    }
}
