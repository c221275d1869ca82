import MarqueeDomain

/// A cheap test that rules out most names and titles before the costly accent-folding match.
///
/// A word within one typo of the anchor, or starting with it, still starts with the anchor's first
/// letters or ends with its last ones: two letters for a short anchor, three from seven letters on (one
/// edit cannot touch both ends then). A candidate with no word that starts or ends that way (ignoring ASCII
/// case) cannot match. Candidates with non-ASCII letters always pass, since only folding can tell "é" from
/// "e". Scanning bytes allocates nothing, which matters across the catalog's 200,000 credits.
struct TextScreen {
    /// Anchors this long are screened by three-letter ends, which far fewer words share.
    static let longWord = 7

    /// The anchor's first and last letters, packed one byte each; `size` of them (2 or 3), 0 for no anchor.
    private var head = 0
    private var tail = 0
    private var size = 0

    /// Creates a screen for one folded word.
    /// - Parameter anchor: the word every match must contain within one typo, usually the longest query word.
    init(anchor: String) {
        let bytes = Array(anchor.utf8)
        guard bytes.count >= 2 else { return }
        size = bytes.count >= Self.longWord ? 3 : 2
        head = bytes.prefix(size).reduce(0) { $0 << 8 | Int($1) }
        tail = bytes.suffix(size).reduce(0) { $0 << 8 | Int($1) }
    }

    /// Creates a screen from the longest of some words.
    init(words: [String]) {
        self.init(anchor: words.max { $0.utf8.count < $1.utf8.count } ?? "")
    }

    /// Whether the text could match; `false` is certain.
    ///
    /// Kept to integer arithmetic on purpose: it runs once per credit, and unoptimised builds (`swift run`)
    /// make every array or generic call here cost microseconds.
    func mayMatch(_ text: String) -> Bool {
        if size == 0 { return true }
        let mask = size == 3 ? 0xFF_FFFF : 0xFFFF
        var first = 0
        var last = 0
        var length = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return true }
            var letter = Int(byte)
            if letter >= 65 && letter <= 90 {
                letter |= 0x20
            } else if !(letter >= 97 && letter <= 122) && !(letter >= 48 && letter <= 57) {
                // Search folding drops apostrophes inside words: "O'Brien" is one word, "obrien".
                if letter == 39 { continue }
                if length >= size && (first == head || last == tail) { return true }
                (first, last, length) = (0, 0, 0)
                continue
            }
            if length < size { first = first << 8 | letter }
            last = (last << 8 | letter) & mask
            length += 1
        }
        return length >= size && (first == head || last == tail)
    }
}
