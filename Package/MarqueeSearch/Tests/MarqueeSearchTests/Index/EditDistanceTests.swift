import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

struct EditDistanceTests {
    @Test(
        "Words are within one typo when one insertion, deletion, substitution or adjacent swap apart",
        arguments: [
            ("dark", "dark", true), ("drk", "dark", true), ("dark", "drk", true), ("knight", "knigth", true),
            ("matrix", "matrx", true), ("abc", "abd", true), ("abc", "xbc", true), ("abcd", "abdc", true),
            ("abcd", "bacd", true), ("abc", "abcd", true), ("abc", "xabc", true), ("", "a", true), ("", "", true),
            ("amelie", "amélie", true), ("kitten", "sitting", false), ("abc", "cba", false),
            ("abcd", "badc", false), ("abcd", "acdb", false), ("ab", "abcd", false), ("abc", "xyz", false),
            ("dark", "dram", false), ("knight", "kinght", true), ("abc", "axcy", false),
        ] as [(String, String, Bool)]
    )
    func withinOne(lhs: String, rhs: String, expected: Bool) {
        #expect(EditDistance.isWithinOne(lhs, rhs) == expected)
        #expect(EditDistance.isWithinOne(rhs, lhs) == expected)
    }

    @Test(
        "Words are within two typos when two insertions, deletions, substitutions or adjacent swaps apart",
        arguments: [
            ("shawshank", "shawshank", true), ("shawshank", "shawshenk", true), ("jurassic", "jurasik", true),
            ("redemption", "redemtoin", true), ("odyssey", "odysey", true), ("abcdefgh", "badcefgh", true),
            ("abcdefgh", "abcdefghij", true), ("abcdefgh", "abcdef", true), ("abcdefgh", "abcde", false),
            ("shawshank", "shwashenkk", false), ("jurassic", "jurrasik", false), ("kitten", "sitting", false),
            ("abcdefgh", "hgfedcba", false), ("", "ab", true), ("", "abc", false),
        ] as [(String, String, Bool)]
    )
    func withinTwo(lhs: String, rhs: String, expected: Bool) {
        #expect(EditDistance.isWithinTwo(Array(lhs.utf8), Array(rhs.utf8)) == expected)
        #expect(EditDistance.isWithinTwo(Array(rhs.utf8), Array(lhs.utf8)) == expected)
    }
}
