import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain

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
}
