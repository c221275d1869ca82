import MarqueeDomain

/// A fixed-size set of small integers, one bit each: the ranking loop's "certainly not" test for rows and people.
struct RowBits {
    private var words: [UInt64]

    /// A set able to hold `0..<capacity`; anything outside that is never a member.
    init(capacity: Int) { words = Array(repeating: 0, count: (max(capacity, 0) + 63) / 64) }

    mutating func insert(_ member: Int) {
        guard member >= 0, member / 64 < words.count else { return }
        words[member / 64] |= 1 << UInt64(member % 64)
    }

    /// The members of either set; both must have the same capacity.
    func union(_ other: RowBits) -> RowBits {
        var result = self
        for index in result.words.indices where index < other.words.count { result.words[index] |= other.words[index] }
        return result
    }

    func contains(_ member: Int) -> Bool {
        guard member >= 0, member / 64 < words.count else { return false }
        return words[member / 64] & (1 << UInt64(member % 64)) != 0
    }
}
