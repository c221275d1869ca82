import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

/// Matching a plain-ASCII name in place gives the same answer as folding it into ``SearchText`` words first.
struct ASCIINameMatchTests {
    /// The rule search applies to folded words, written out plainly as the reference.
    private static func reference(_ wanted: [String], in name: String, typos: Bool) -> Bool {
        let words = SearchText(name).words
        return wanted.allSatisfy { want in
            words.contains { $0.hasPrefix(want) || (typos && want.count >= 3 && EditDistance.isWithinOne(want, $0)) }
        }
    }

    @Test("Seeded names and queries, typos on and off, get the same answer both ways")
    func agreesWithSearchText() {
        var generator = SeededGenerator(seed: 42)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let separators = Array(" -.'’,")
        for _ in 0..<3_000 {
            let name = String(
                (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                    Int.random(in: 0..<5, using: &generator) == 0
                        ? separators.randomElement(using: &generator)! : letters.randomElement(using: &generator)!
                })
            let source = SearchText(name).words
            let wanted = (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                var word = Array(source.randomElement(using: &generator) ?? "abc")
                if !word.isEmpty, Bool.random(using: &generator) {
                    word[Int.random(in: 0..<word.count, using: &generator)] = letters.randomElement(using: &generator)!
                }
                return SearchText(String(word.prefix(Int.random(in: 1...6, using: &generator)))).words.first ?? "x"
            }
            let expected: ASCIINameMatch.Fit? =
                !name.utf8.allSatisfy { $0 < 0x80 }
                ? nil
                : Self.reference(wanted, in: name, typos: false)
                    ? .exact
                    : Self.reference(wanted, in: name, typos: true) ? .withTypo : ASCIINameMatch.Fit.absent
            #expect(
                ASCIINameMatch.fit(of: wanted.map { Array($0.utf8) }, in: name) == expected,
                "\(wanted) in \(name.debugDescription)")
        }
    }

    @Test(
        "Named cases: prefixes, one typo, initials, apostrophes and hyphens",
        arguments: [
            (["nolan"], "Christopher Nolan", ASCIINameMatch.Fit.exact), (["nol"], "Christopher Nolan", .exact),
            (["nolen"], "Christopher Nolan", .withTypo), (["pierre", "jeunet"], "Jean-Pierre Jeunet", .exact),
            (["omorrison"], "Kevin O'Morrison", .exact), (["night"], "M. Night Shyamalan", .exact),
            (["50"], "50 Cent", .exact), (["keanu", "reevs"], "Keanu Reeves", .withTypo),
            (["keanu", "smith"], "Keanu Reeves", .absent), (["ab"], "Abe", .exact), (["ax"], "Abe", .absent),
        ] as [([String], String, ASCIINameMatch.Fit)]
    )
    func namedCases(wanted: [String], name: String, expected: ASCIINameMatch.Fit) {
        #expect(ASCIINameMatch.fit(of: wanted.map { Array($0.utf8) }, in: name) == expected)
    }

    @Test("A name with any non-ASCII character is left to SearchText")
    func nonASCIIName() {
        #expect(ASCIINameMatch.fit(of: [Array("amelie".utf8)], in: "Amélie Poulain") == nil)
    }
}
