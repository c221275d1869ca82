/// The distinct folded words of a set of texts, numbered, so a query word is compared with each word once rather
/// than once per title or name that holds it.
struct SearchVocabulary: Sendable {
    /// How a vocabulary word relates to one query word, best last.
    enum Fit: UInt8, Comparable {
        case none, typo, prefix

        static func < (lhs: Fit, rhs: Fit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var ids: [String: Int32] = [:]
    private(set) var words: [[UInt8]] = []
    /// Word ids in byte order, for finding every word that starts with a query word by binary search.
    private var sorted: [Int32] = []

    /// The id of a word, adding it when new.
    mutating func id(of word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        ids[word] = id
        words.append(Array(word.utf8))
        return id
    }

    /// Orders the words once every text has been added.
    mutating func seal() {
        sorted = words.indices.map(Int32.init).sorted { words[Int($0)].lexicographicallyPrecedes(words[Int($1)]) }
    }

    /// How every word fits a query word: starts with it, or is one typo from it (three letters or more).
    func fits(of want: String) -> [Fit] {
        let bytes = Array(want.utf8)
        var fits = [Fit](repeating: .none, count: words.count)
        if bytes.count >= 3 {
            for (id, word) in words.enumerated() where abs(word.count - bytes.count) <= 1 {
                if EditDistance.isWithinOne(bytes, word) { fits[id] = .typo }
            }
        }
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if words[Int(sorted[middle])].lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        while low < sorted.count, words[Int(sorted[low])].starts(with: bytes) {
            fits[Int(sorted[low])] = .prefix
            low += 1
        }
        return fits
    }

    /// Whether a query word is exactly this word.
    func isWord(_ id: Int32, _ want: [UInt8]) -> Bool { words[Int(id)] == want }
}
