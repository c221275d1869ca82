import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

/// The byte-by-byte folding of plain ASCII text agrees with Foundation's folding, which it replaces for speed.
struct SearchTextFastPathTests {
    @Test("Every printable ASCII string of a seeded sample folds to the same words both ways")
    func agreesWithFoundation() {
        var generator = SeededGenerator(seed: 20_261_130)
        let alphabet = Array(
            " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(SearchText.asciiWords(text) == SearchText.foldedWords(text), "\(text.debugDescription)")
        }
    }

    @Test(
        "Names and titles with hyphens, apostrophes, initials and digits fold the same both ways",
        arguments: [
            "Christopher Nolan", "Jean-Pierre Jeunet", "Kevin O'Morrison", "M. Night Shyamalan", "50 Cent",
            "  Al  Pacino ", "Schindler's List", "WALL-E", "Se7en", "Don't Look Up",
        ]
    )
    func namedExamples(text: String) {
        #expect(SearchText.asciiWords(text) == SearchText.foldedWords(text))
    }

    @Test("Text with any non-ASCII character takes Foundation's path")
    func nonASCIIIsNotFastFolded() {
        #expect(SearchText.asciiWords("Amélie") == nil)
        #expect(SearchText.asciiWords("Amelie") == ["amelie"])
    }
}
