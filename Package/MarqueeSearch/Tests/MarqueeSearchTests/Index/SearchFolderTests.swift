import MarqueeDomainTestSupport
import Testing

@testable import MarqueeDomain
@testable import MarqueeRanking
@testable import MarqueeSearch

/// The index's folding, scalar by scalar with Foundation asked once per letter, gives the words ``SearchText`` gives.
struct SearchFolderTests {
    /// The words of the last folded text, as strings.
    private static func words(_ folder: SearchFolder) -> [String] {
        (0..<folder.wordCount).map {
            String(decoding: folder.buffer[folder.bounds[$0]..<folder.bounds[$0 + 1]], as: UTF8.self)
        }
    }

    @Test(
        "Accented, non-Latin, decomposed, wide and mixed texts fold to the same words, byte for byte, as SearchText",
        arguments: [
            "Amélie", "Penélope Cruz", "Björk Guðmundsdóttir", "Łódź", "Søren Kragh-Jacobsen", "Straße", "ﬁlm",
            "e\u{301}cole", "L’Atalante", "Rosemary’s Baby", "İstanbul", "Ǆ", "ＦＵＬＬ　ＷＩＤＴＨ", "宮崎駿", "となりのトトロ",
            "ガメラ", "Ιωάννα Σίσυφος", "Кира Найтли", "한국어 영화", "ภาษาไทย", "🎬 Film 2", "Æon Flux", "Ça va", "Œdipe",
            "naïve café", "São Paulo", "Dvořák", "Ğ ğ", "", "   ", "'", "’’", "A’b'c", "x\u{200D}y", "ǿ", "Š-Ž",
        ]
    )
    func agreesWithSearchText(text: String) {
        var folder = SearchFolder()
        // Twice: the second reading of each text comes from the letters remembered by the first.
        for _ in 0..<2 {
            folder.fold(text)
            let folded = Self.words(folder)
            let expected = SearchText(text).words
            #expect(folded == expected)
            #expect(folded.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
        }
    }

    @Test("A text folds the same after any other text, so the buffer it reuses carries nothing over")
    func reusesItsBuffer() {
        var folder = SearchFolder()
        folder.fold("Hayao Miyazaki")
        folder.fold("宮崎駿 Ωmega")
        folder.fold("Tom")
        #expect(Self.words(folder) == ["tom"])
        folder.fold("   ")
        #expect(Self.words(folder).isEmpty)
    }
}
